import { describe, expect, it } from 'vitest';
import { CHILDREN_COOKIE_MAX_AGE_S, childrenCookieFor, forgetChildrenCookie, readChildrenCookie } from './children-cookie.server';

const children = [
  { id: 'child-1', name: 'Mia' },
  { id: 'child-2', name: 'Leo' },
];

/** The request a browser sends back with the cookie that `setCookie` set. */
function requestWith(setCookie: string): Request {
  return new Request('http://web.test/library', { headers: { Cookie: setCookie.split(';')[0] ?? '' } });
}

async function keptFor(token: string, now: number): Promise<string> {
  const setCookie = await childrenCookieFor(token, children, now);
  if (!setCookie) throw new Error('the list was not kept');
  return setCookie;
}

describe("the header's children cookie", () => {
  it('gives the list back to the same sign-in for a minute, as a short-lived httpOnly cookie', async () => {
    const setCookie = await keptFor('token-a', 1_000_000);
    expect(setCookie).toMatch(/^tate_children=/);
    expect(setCookie).toContain(`Max-Age=${CHILDREN_COOKIE_MAX_AGE_S}`);
    expect(setCookie).toContain('HttpOnly');
    expect(await readChildrenCookie(requestWith(setCookie), 'token-a', 1_000_000 + 59_000)).toEqual(children);
  });

  it('is not read for another sign-in, after its minute, or from a time ahead of the clock', async () => {
    const setCookie = await keptFor('token-a', 1_000_000);
    expect(await readChildrenCookie(requestWith(setCookie), 'token-b', 1_000_000)).toBeNull();
    expect(await readChildrenCookie(requestWith(setCookie), 'token-a', 1_000_000 + 60_000)).toBeNull();
    expect(await readChildrenCookie(requestWith(setCookie), 'token-a', 999_000)).toBeNull();
  });

  it('is not read when its value was changed in the browser', async () => {
    const setCookie = await keptFor('token-a', 1_000_000);
    const [name, value] = (setCookie.split(';')[0] ?? '').split('=');
    const tampered = `${name}=${value?.replace(/^./, (first) => (first === 'e' ? 'f' : 'e'))}`;
    expect(await readChildrenCookie(requestWith(tampered), 'token-a', 1_000_000)).toBeNull();
  });

  it('is dropped by the Set-Cookie a change to the children sends', async () => {
    const forget = await forgetChildrenCookie();
    expect(forget).toMatch(/^tate_children=;/);
    expect(forget).toContain('Max-Age=0');
    expect(await readChildrenCookie(requestWith(forget), 'token-a')).toBeNull();
  });

  it('is not kept for a list too large to send with every request', async () => {
    const many = Array.from({ length: 80 }, (_, index) => ({ id: `child-${index}`, name: `A rather long child name ${index}` }));
    expect(await childrenCookieFor('token-a', many)).toBeNull();
  });
});
