import { readSessionSecret } from './secret.server';

/**
 * The attributes every cookie of this site shares: out of the page's reach, sent on top-level navigation from other
 * sites, secure in production. `signed` adds the SESSION_SECRET signature; `maxAge` in seconds (none: a session cookie).
 */
export function cookieOptions({ signed = false, maxAge }: { signed?: boolean; maxAge?: number } = {}) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: process.env.NODE_ENV === 'production',
    ...(signed ? { secrets: [readSessionSecret()] } : {}),
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}
