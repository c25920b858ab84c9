/** What the player needs to know about one meditation. */
export interface MediaInfo {
  /** Address of the audio or video file. */
  src: string;
  title: string;
  /** Cover image address, shown on lock screens. */
  artwork?: string;
  /** The content id; with a child id it keys the saved position. */
  id?: string;
}
