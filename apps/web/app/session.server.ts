import { createCookieSessionStorage } from '@remix-run/node';
import { readSessionSecret } from './session/secret.server';
import { redirectWithToast } from './toast/toast.server';

type SessionData = { cmsToken: string; userName: string };

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: '__tate_session',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: process.env.NODE_ENV === 'production',
    secrets: [readSessionSecret()],
    maxAge: 60 * 60 * 24 * 7,
  },
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

/** Guard for member pages: a visitor goes to /login with the spec's message. */
export async function requireCmsToken(request: Request): Promise<string> {
  const token = await getCmsToken(request);
  if (token) return token;
  throw await redirectWithToast('/login', {
    type: 'error',
    description: 'You need to sign in to access this section',
  });
}
