import { MAX_PHOTO_BYTES } from '../api/child/lib/photo';

/** What one route accepts in a multipart body; anything else in it is never written to disk. */
export type MultipartRule = {
  /** Field names whose files are kept (other file parts are dropped while streaming). */
  fileFields: string[];
  maxFiles: number;
  /** All kept files together. */
  maxFileBytes: number;
  maxFields: number;
  maxFieldsBytes: number;
  /** The answer to a body too large to read (the route's own words where it has them). */
  tooLarge: { code: number; message: string; data?: { field: string } };
};

const KIB = 1024;

/** The child form: one photo (spec section 7: POST children, PUT children/{id}) and a few text fields. */
const CHILD_FORM: MultipartRule = {
  fileFields: ['profileImg'],
  maxFiles: 1,
  maxFileBytes: MAX_PHOTO_BYTES,
  maxFields: 20,
  maxFieldsBytes: 64 * KIB,
  tooLarge: { code: 400, message: 'Photo must be at most 5 MB', data: { field: 'profileImg' } },
};

function mediaLibrary(): MultipartRule {
  const limit = Number(process.env.UPLOAD_SIZE_LIMIT_BYTES);
  const maxFileBytes = Number.isInteger(limit) && limit > 0 ? limit : 200 * KIB * KIB;
  return {
    fileFields: ['files'],
    maxFiles: 20,
    maxFileBytes,
    maxFields: 50,
    maxFieldsBytes: 256 * KIB,
    tooLarge: { code: 413, message: 'The upload is too large' },
  };
}

/** The only routes that take multipart bodies; every other multipart request is refused unread (415). */
export function multipartRuleFor(method: string, path: string): MultipartRule | null {
  if ((method === 'POST' && path === '/api/children') || (method === 'PUT' && /^\/api\/children\/[^/]+$/.test(path))) return CHILD_FORM;
  // The media library: the admin panel's upload (and replace, ?id=) and the API-token upload route.
  if (method === 'POST' && (path === '/upload' || path === '/api/upload')) return mediaLibrary();
  return null;
}

/** Largest body a rule can need, to refuse a bigger Content-Length before reading it. */
export function maxBodyBytes(rule: MultipartRule): number {
  return rule.maxFileBytes + rule.maxFieldsBytes + 64 * KIB;
}
