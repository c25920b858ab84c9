import type * as Sdk from '../../../packages/player-sdk/src/index';

/** What the test page (support/player.html) puts on `window`. */
export interface Harness {
  sdk: typeof Sdk;
  httpAdapter: Sdk.PersistenceAdapter;
  registerMediaWorker(): Promise<void>;
  /** The page's bedtime routine (buttons "Start bedtime" and "Stop bedtime"). */
  routine: Sdk.BedtimeRoutine;
}

export interface HarnessWindow extends Window {
  harness: Harness;
  player?: Sdk.AudioPlayer;
}
