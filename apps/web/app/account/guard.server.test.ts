import { describe, expect, it } from 'vitest';
import { fakeCms } from '../cms/fake-cms.test-support';
import { sessionStorage } from '../session.server';
import { requireParent } from './guard.server';

let answerCode = 200;
let seenToken: string | undefined;
const NOTICE_VERSION = '2026-11-26';

const { client } = fakeCms((request, _body, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url?.startsWith('/api/privacy-page')) {
    const retention = { historyMonths: 24, inactiveAccountMonths: 24, erasureNoticeDays: 30 };
    response.end(JSON.stringify({ data: { id: 1, documentId: 'notice', heading: 'Privacy notice', intro: null, version: NOTICE_VERSION, sections: [] }, meta: { retention } }));
    return;
  }
  seenToken = request.headers.authtoken as string | undefined;
  response.statusCode = answerCode < 400 ? 200 : answerCode;
  response.end(JSON.stringify({ response_code: answerCode, response_message: 'answer' }));
});

/** A parent's request; the session knows the notice version they agreed to unless `agreed` is null. */
async function signedInRequest(
  { path = '/favourites', method = 'GET', agreed = NOTICE_VERSION }: { path?: string; method?: string; agreed?: string | null } = {},
): Promise<Request> {
  const session = await sessionStorage.getSession();
  session.set('cmsToken', 'jwt-abc');
  if (agreed !== null) session.set('agreedNoticeVersion', agreed);
  const cookie = (await sessionStorage.commitSession(session)).split(';')[0] ?? '';
  return new Request(`http://web.test${path}`, { method, headers: { Cookie: cookie } });
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe('requireParent', () => {
  it('lets an active parent through, sending the token to the CMS', async () => {
    answerCode = 200;
    await expect(requireParent(await signedInRequest(), client())).resolves.toBe('jwt-abc');
    expect(seenToken).toBe('jwt-abc');
  });

  it('signs out an expired parent and sends them to /subscription', async () => {
    answerCode = 201;
    const response = await thrownBy(requireParent(await signedInRequest(), client()));
    expect(response.headers.get('Location')).toBe('/subscription');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/__tate_session=;/);
    expect(cookies).toContain('__tate_toast=');
  });

  it('signs out a parent whose token the CMS refuses and sends them to /login, to come back, with no error toast', async () => {
    answerCode = 401;
    const response = await thrownBy(requireParent(await signedInRequest({ path: '/favourites?child=7' }), client()));
    expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Ffavourites%3Fchild%3D7');
    const cookies = response.headers.getSetCookie();
    expect(cookies.join('\n')).not.toContain('__tate_toast=');
    expect(cookies.join('\n')).toMatch(/__tate_session=;/);
    // The header's copy of the children goes with the session: the old cookie names nobody.
    expect(cookies.find((cookie) => cookie.startsWith('tate_children='))).toMatch(/Max-Age=0\b/);
  });

  it('asks a parent to agree to the privacy notice first, once, coming back to the page they opened', async () => {
    answerCode = 200;
    for (const agreed of [null, '2025-01-01']) {
      const response = await thrownBy(requireParent(await signedInRequest({ path: '/favourites?child=7', agreed }), client()));
      expect(response.headers.get('Location')).toBe('/privacy/consent?next=%2Ffavourites%3Fchild%3D7');
    }
  });

  it('does not stop a form being sent, nor the account page where a parent who does not agree can delete it', async () => {
    answerCode = 200;
    await expect(requireParent(await signedInRequest({ method: 'POST', agreed: null }), client())).resolves.toBe('jwt-abc');
    await expect(requireParent(await signedInRequest({ path: '/account/details', agreed: null }), client())).resolves.toBe('jwt-abc');
  });
});
