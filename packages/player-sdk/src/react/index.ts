import './styles.css';

export * from './use-audio-player';
export * from './use-active-cue';
export * from './AudioPlayerControls';
export * from './MediaPlayerModalBody';
export * from './ReadAlongStage';
export * from './PlayerModalLayout';
export * from './use-sleep-timer';
export * from './use-routine';
export * from './use-listening-allowance';
// The class too, so a page that counts a limit in its player needs only this entry.
export { ListeningAllowance } from '../sleep/listening-allowance';
export * from './PlayerSleepTimer';
export * from './VideoPlayer';
export * from './BluetoothButton';
export * from './DownloadButton';
export * from './MeditationBreathingBuddy';
