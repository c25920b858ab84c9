import type { TranscriptCue } from './cues';

/** What the player needs to know about one meditation. */
export interface MediaInfo {
  /** Address of the audio or video file. */
  src: string;
  title: string;
  /** Cover image address, shown on lock screens. */
  artwork?: string;
  /** MIME type, such as audio/mpeg or video/mp4; needed when the address has no file extension. */
  type?: string;
  /** The content id; with a child id it keys the saved position. */
  id?: string;
  /** The length the catalogue gives, in seconds, before the file is loaded (a routine's sleep timer adds them up). */
  durationSeconds?: number;
  /** What is said, line by line in time order: the read-along and the video's captions. */
  cues?: readonly TranscriptCue[];
}
