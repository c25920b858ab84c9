/** What the sleep timer and the end fade drive: the SDK's AudioPlayer and video player both are one. */
export interface SleepPlayer {
  volume: number;
  readonly currentTime: number;
  pause(): void;
  on(type: 'timeupdate', listener: (payload: { currentTime: number; duration: number }) => void): () => void;
  on(type: 'ended', listener: () => void): () => void;
}
