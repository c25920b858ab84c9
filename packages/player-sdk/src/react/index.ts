import './styles.css';

export * from './use-audio-player';
export * from './AudioPlayerControls';
export * from './MediaPlayerModalBody';
export * from './PlayerModalLayout';
export * from './use-sleep-timer';
export * from './use-routine';
export * from './PlayerSleepTimer';
export * from './VideoPlayer';
export * from './BluetoothButton';
export * from './DownloadButton';
export * from './MeditationBreathingBuddy';
