import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { MAX_PHOTO_BYTES } from '@tate/contracts';

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
  /**
   * Who may send it, checked before a byte of the body is read (anyone else is answered 401): a signed-in admin, or
   * a parent with a valid token (the route's global::is-parent policy runs only after the body is parsed).
   */
  sender: 'admin' | 'parent';
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
  sender: 'parent',
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
    sender: 'admin',
  };
}

/** The only routes that take multipart bodies; every other multipart request is refused unread (415). */
export function multipartRuleFor(method: string, path: string): MultipartRule | null {
  if ((method === 'POST' && path === '/api/children') || (method === 'PUT' && /^\/api\/children\/[^/]+$/.test(path))) return CHILD_FORM;
  // The media library: the admin panel's upload (and replace, ?id=), for signed-in admins. The content API's
  // /api/upload takes no files from anyone: neither the web nor the apps upload there (children's photos go
  // through the child endpoints).
  if (method === 'POST' && path === '/upload') return mediaLibrary();
  return null;
}

/**
 * Is the request signed in to the admin panel? The admin's own check (a valid access token of an active
 * session, the `admin` auth strategy), made here before the body is read; the route checks permissions after.
 */
export async function isSignedInAdmin(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const [scheme, token, ...rest] = (ctx.get('authorization') || '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) return false;
  const sessions = strapi.sessionManager('admin');
  const access = sessions.validateAccessToken(token);
  return access.isValid && (await sessions.isSessionActive(access.payload.sessionId));
}

/** Largest body a rule can need, to refuse a bigger Content-Length before reading it. */
export function maxBodyBytes(rule: MultipartRule): number {
  return rule.maxFileBytes + rule.maxFieldsBytes + 64 * KIB;
}
