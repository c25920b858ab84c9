import { getSession, sessionStorage } from '../session.server';
import { forgetChildrenCookie } from './children-cookie.server';

/**
 * The Set-Cookie headers that forget the parent: the session, and the header's copy of their children, which would
 * otherwise keep naming them to this browser for its minute (children-cookie.server.ts).
 */
export async function signOutHeaders(request: Request): Promise<Headers> {
  const headers = new Headers();
  headers.append('Set-Cookie', await sessionStorage.destroySession(await getSession(request)));
  headers.append('Set-Cookie', await forgetChildrenCookie());
  return headers;
}
