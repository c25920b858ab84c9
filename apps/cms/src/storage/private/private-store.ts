/** Bytes to store: a file on disk (left where it is), or bytes in memory. */
export type StoredBody = { path: string } | { buffer: Buffer };

/**
 * Where private files live (paid media and their renditions, children's photos), under a flat name
 * (`<hash><ext>` of an upload, `child_photo_<uuid>.<ext>` of a photo). Nothing in it is readable by the public:
 * a client reads a file only through `signedUrl`, handed out behind the CMS's access checks.
 */
export interface PrivateStore {
  put(name: string, body: StoredBody, mime: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
  /** Every stored name. */
  list(): Promise<string[]>;
  /** Removes the file; nothing when there is none. */
  remove(name: string): Promise<void>;
  /**
   * A URL a client may read the file at (with Range), for minutes: given to a partner's embed (its documentId), or
   * to no partner (null).
   */
  signedUrl(name: string, partner: string | null): Promise<string>;
}
