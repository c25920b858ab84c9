export { AudioPlayer } from './core/audio-player';
export type { AudioPlayerEvents, AudioPlayerOptions, TimePayload } from './core/audio-player';
export { PlayerStore, INITIAL_PLAYER_STATE } from './core/player-store';
export type { PlayerState, PlaybackState, PlayerLoadOptions, PlayerStoreEvents } from './core/player-store';
export { activeCueIndex, readTranscriptCues } from './core/cues';
export type { TranscriptCue } from './core/cues';
export { PlayerError } from './core/errors';
export type { PartnerRefusal, PlayerErrorCode } from './core/errors';
export type { MediaInfo } from './core/media';
// The partner lookup <tate-player> makes, for the web's iframe player (/embed/<meditation>) to make the same one.
export { lookUpMedia, mediaUrls, playReportUrl, UNAVAILABLE_HERE } from './embed/media-lookup';
export { playReports, type PlayReports } from './embed/play-reports';
export type { Listener } from './core/emitter';

export { breathAt, breathCycleSeconds, isBreathPattern } from './breathing/breath-pattern';
export type { BreathPattern, BreathMoment } from './breathing/breath-pattern';

export { attachPlaybackHistory } from './history/playback-history';
export type { PlaybackHistory, PlaybackHistoryOptions } from './history/playback-history';
export type { PersistenceAdapter, PositionKey, SavedPosition, BeaconRequest } from './history/persistence';
export { createLocalStorageAdapter } from './history/local-storage-adapter';

export { connectMediaSession } from './media-session/media-session';
export type { MediaSessionOptions, MediaSessionPlayer } from './media-session/media-session';
export { connectPlaylistSession } from './media-session/playlist-session';
export type { PlaylistSessionOptions } from './media-session/playlist-session';

export { BedtimeRoutine } from './routine/bedtime-routine';
export type { BedtimeRoutineOptions } from './routine/bedtime-routine';
export { INITIAL_ROUTINE_STATE, ROUTINE_TITLE, GOODNIGHT_CLIP_TITLE } from './routine/routine-slice';
export type { RoutineEvents, RoutineOptions, RoutineSlice, RoutineState } from './routine/routine-slice';

export { SleepTimer } from './sleep/sleep-timer';
export type { SleepTimerEvents, SleepTimerOptions } from './sleep/sleep-timer';
export { fadeOutAtEnd } from './sleep/fade-out-at-end';
export { ListeningAllowance } from './sleep/listening-allowance';
export type { ListeningAllowanceEvents, ListeningAllowanceOptions } from './sleep/listening-allowance';
export { SLEEP_TIMER_CHOICES, SLEEP_TIMER_OFF } from './sleep/sleep-choices';
export type { SleepTimerChoice } from './sleep/sleep-choices';
export type { SleepPlayer } from './sleep/sleep-player';
export { resumePosition } from './history/resume-position';

export { DownloadManager, DEFAULT_MEDIA_CACHE, OFFLINE_UNTIL_HEADER } from './downloads/download-manager';
export type { DownloadEvents, DownloadManagerOptions, DownloadProgress, DownloadedItem } from './downloads/download-manager';
export { handleMediaFetch, installMediaCacheWorker } from './sw/media-cache-worker';
export type { MediaCacheWorkerOptions } from './sw/media-cache-worker';
export { rangeResponse, parseRange } from './sw/range-response';

export { BluetoothToy, pageBluetoothToy } from './bluetooth/bluetooth-toy';
export type { BluetoothState, BluetoothToyEvents } from './bluetooth/bluetooth-toy';
export type {
  BluetoothLike,
  BluetoothDeviceLike,
  BluetoothRequestOptions,
  BluetoothServerLike,
  BluetoothServiceLike,
  BluetoothCharacteristicLike,
} from './bluetooth/web-bluetooth';
export { TATE_TOY_SERVICE_UUID, TATE_TOY_COMMAND_UUID, TOY_COMMAND_GOODNIGHT, goodnightCommand } from './bluetooth/toy-commands';
export type { GoodnightOptions } from './bluetooth/toy-commands';
export {
  openBluetoothSettings,
  detectPlatform,
  ANDROID_BLUETOOTH_SETTINGS_URL,
  IOS_BLUETOOTH_SETTINGS_URL,
} from './bluetooth/bluetooth-settings';
export type { Platform, OpenBluetoothSettingsOptions } from './bluetooth/bluetooth-settings';
export {
  BLUETOOTH_UNSUPPORTED_MESSAGE,
  BLUETOOTH_BROWSER_HINT,
  BLUETOOTH_SETTINGS_DESKTOP_MESSAGE,
  connectedMessage,
} from './bluetooth/messages';
export { canChooseAudioOutput, chooseAudioOutput } from './bluetooth/audio-output';
