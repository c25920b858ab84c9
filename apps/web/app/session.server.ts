import { createCookieSessionStorage, redirect } from '@remix-run/node';
import { loginPathFor } from './navigation/login-note.server';
import { cookieOptions } from './session/cookie-options.server';

/** This device given to a child (child mode): the child's id and first name, as the CMS accepted the hand-over. */
export type ChildMode = { childId: string; firstName: string };

/**
 * agreedNoticeVersion: the privacy notice version the parent has agreed to, as the CMS said (privacy/consent.server.ts).
 * childMode: set while this device is a child's (child-mode/child-mode.server.ts).
 */
type SessionData = { cmsToken: string; userName: string; agreedNoticeVersion: string; childMode: ChildMode };

export const SESSION_COOKIE_NAME = '__tate_session';

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: { name: SESSION_COOKIE_NAME, ...cookieOptions({ signed: true, maxAge: 60 * 60 * 24 * 7 }) },
});

export async function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

/** The parent's CMS token, kept only in the httpOnly session cookie. */
export async function getCmsToken(request: Request): Promise<string | null> {
  const session = await getSession(request);
  return session.get('cmsToken') ?? null;
}

export async function isLoggedIn(request: Request): Promise<boolean> {
  return (await getCmsToken(request)) !== null;
}

/** The signed-in parent's name for the header, or null for a visitor. */
export async function getUserName(request: Request): Promise<string | null> {
  const session = await getSession(request);
  return session.get('cmsToken') ? (session.get('userName') ?? '') : null;
}

/**
 * The Set-Cookie value that signs the parent in: a new session holding only the token, the name and, when known, the
 * privacy notice version the parent has agreed to.
 */
export async function signInCookie(token: string, userName: string, agreedNoticeVersion?: string | null): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('cmsToken', token);
  session.set('userName', userName);
  if (agreedNoticeVersion) session.set('agreedNoticeVersion', agreedNoticeVersion);
  return sessionStorage.commitSession(session);
}

/** The privacy notice version this session's parent has agreed to, or null when not known here yet. */
export async function getAgreedNoticeVersion(request: Request): Promise<string | null> {
  const session = await getSession(request);
  return session.get('agreedNoticeVersion') ?? null;
}

/** The Set-Cookie value that remembers, for this session, that the parent has agreed to `version` of the notice. */
export async function agreedNoticeCookie(request: Request, version: string): Promise<string> {
  const session = await getSession(request);
  session.set('agreedNoticeVersion', version);
  return sessionStorage.commitSession(session);
}

/** The child this signed-in device is given to, or null when it is the parent's (or nobody is signed in). */
export async function getChildMode(request: Request): Promise<ChildMode | null> {
  const session = await getSession(request);
  return session.get('cmsToken') ? (session.get('childMode') ?? null) : null;
}

/** The Set-Cookie value that records this device as `childMode`'s child, or as the parent's again (null). */
export async function childModeCookie(request: Request, childMode: ChildMode | null): Promise<string> {
  const session = await getSession(request);
  if (childMode) session.set('childMode', childMode);
  else session.unset('childMode');
  return sessionStorage.commitSession(session);
}

/**
 * Guard for member pages: a visitor goes to /login, which names the page asked for above the form and comes back to
 * it once signed in (navigation/login-note.server.ts); no error toast
 * (docs/decisions/2026-11-28-members-only-link-login-note.md).
 */
export async function requireCmsToken(request: Request): Promise<string> {
  const token = await getCmsToken(request);
  if (token) return token;
  throw redirect(loginPathFor(request));
}
