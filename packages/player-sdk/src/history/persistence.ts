/** Which saved position: one per media item, and per child when a child is chosen. */
export interface PositionKey {
  mediaId: string;
  childId?: string;
}

export interface SavedPosition extends PositionKey {
  /** Seconds from the start. */
  currentTime: number;
  /**
   * Whole seconds listened since the previous save of this player (seeks not counted): what a child's listening
   * history, a daily limit and a weekly chart add up. Absent from a save with nothing listened.
   */
  listenedSeconds?: number;
}

/** A request that `navigator.sendBeacon` can send while the page is going away. */
export interface BeaconRequest {
  url: string;
  body: BodyInit;
}

/**
 * Where positions are kept. The host supplies it: our web app calls the CMS,
 * a partner may keep positions in local storage.
 */
export interface PersistenceAdapter {
  /** The saved time in seconds, or null when nothing is saved. */
  load(key: PositionKey): Promise<number | null>;
  /**
   * Stores a position. The player sends one save at a time, in order, so the promise must settle: a save that can
   * wait forever (a request without a time limit) holds back the ones after it.
   */
  save(position: SavedPosition): Promise<void>;
  /** The request to send with `navigator.sendBeacon` on page hide; without it `save` is called. */
  beacon?(position: SavedPosition): BeaconRequest;
}
