import { storedRows, type StoredRow } from '../../utils/stored-rows';

/** The upload plugin's file content type (the media library): its UID and its reads (docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const UPLOAD_FILE = 'plugin::upload.file';

/** A media library file's record. */
export type UploadFile = StoredRow<typeof UPLOAD_FILE>;

/** The media library file with this id, or null when it is gone. */
export function uploadFile(id: number): Promise<UploadFile | null> {
  return storedRows(UPLOAD_FILE).findOne({ id });
}
