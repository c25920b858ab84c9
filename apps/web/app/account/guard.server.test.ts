import { describe, expect, it } from 'vitest';
import { fakeCms } from '../cms/fake-cms.test-support';
import { sessionStorage } from '../session.server';
import { requireParent } from './guard.server';

let answerCode = 200;
let seenToken: string | undefined;

const { client } = fakeCms((request, _body, response) => {
  seenToken = request.headers.authtoken as string | undefined;
  response.writeHead(answerCode < 400 ? 200 : answerCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ response_code: answerCode, response_message: 'answer' }));
});

async function signedInRequest(): Promise<Request> {
  const session = await sessionStorage.getSession();
  session.set('cmsToken', 'jwt-abc');
  const cookie = (await sessionStorage.commitSession(session)).split(';')[0] ?? '';
  return new Request('http://web.test/favourites', { headers: { Cookie: cookie } });
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

  it('signs out a parent whose token the CMS refuses and sends them to /login', async () => {
    answerCode = 401;
    const response = await thrownBy(requireParent(await signedInRequest(), client()));
    expect(response.headers.get('Location')).toBe('/login');
    const cookies = response.headers.getSetCookie();
    expect(cookies.join('\n')).toMatch(/__tate_session=;/);
    // The header's copy of the children goes with the session: the old cookie names nobody.
    expect(cookies.find((cookie) => cookie.startsWith('tate_children='))).toMatch(/Max-Age=0\b/);
  });
});
