/**
 * The audio player alone (`@tate/player-sdk/react/audio-player`): the controls, their hook, the read-along stage and the
 * cover, for a page that shows them without the player modal's extras (the web's iframe player, /embed). That page
 * then depends on none of the downloads, sleep timer or Bluetooth pieces, nor on the kit's parts only they use (the
 * progress bar): shared with the library's first load, they would be split into chunks of their own there.
 */
export { useAudioPlayer } from './use-audio-player';
export type { AudioPlayerHandle, AudioPlayerState, UseAudioPlayerOptions } from './use-audio-player';
export { AudioPlayerControls } from './AudioPlayerControls';
export type { AudioPlayerControlsProps } from './AudioPlayerControls';
export { ReadAlongButton, ReadAlongStage, useReadAlong } from './ReadAlongStage';
export type { ReadAlongState } from './ReadAlongStage';
export { PlayerCover } from './PlayerModalLayout';
