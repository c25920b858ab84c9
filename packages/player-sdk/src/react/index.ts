import './styles.css';

export { useAudioPlayer } from './use-audio-player';
export type { AudioPlayerHandle, AudioPlayerState, UseAudioPlayerOptions } from './use-audio-player';
export { AudioPlayerControls } from './AudioPlayerControls';
export type { AudioPlayerControlsProps } from './AudioPlayerControls';
export { MediaPlayerModalBody } from './MediaPlayerModalBody';
export type { MediaPlayerModalBodyProps } from './MediaPlayerModalBody';
export { VideoPlayer } from './VideoPlayer';
export type { VideoPlayerProps } from './VideoPlayer';
export { BluetoothButton } from './BluetoothButton';
export type { BluetoothButtonProps } from './BluetoothButton';
export { DownloadButton } from './DownloadButton';
export type { DownloadButtonProps } from './DownloadButton';
export { MeditationBreathingBuddy } from './MeditationBreathingBuddy';
export type { MeditationBreathingBuddyProps } from './MeditationBreathingBuddy';
