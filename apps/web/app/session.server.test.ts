import { describe, expect, it } from 'vitest';
import { getCmsToken, isLoggedIn, requireCmsToken, sessionStorage } from './session.server';

async function requestWithToken(token: string): Promise<Request> {
  const session = await sessionStorage.getSession();
  session.set('cmsToken', token);
  const cookie = (await sessionStorage.commitSession(session)).split(';')[0] ?? '';
  return new Request('http://web.test/favourites', { headers: { Cookie: cookie } });
}

describe('session', () => {
  it('reads the CMS token from the signed session cookie', async () => {
    const request = await requestWithToken('jwt-123');
    await expect(getCmsToken(request)).resolves.toBe('jwt-123');
    await expect(isLoggedIn(request)).resolves.toBe(true);
    await expect(requireCmsToken(request)).resolves.toBe('jwt-123');
  });

  it('ignores a tampered cookie', async () => {
    const request = await requestWithToken('jwt-123');
    const forged = new Request(request.url, {
      headers: { Cookie: request.headers.get('Cookie')!.replace(/\.[^.]+$/, '.forged') },
    });
    await expect(isLoggedIn(forged)).resolves.toBe(false);
  });

  it('sends a visitor on a member page to /login, to come back to that page, with no error toast', async () => {
    const thrown = await requireCmsToken(new Request('http://web.test/favourites?child=7&_routes=root')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?redirectTo=%2Ffavourites%3Fchild%3D7');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});
