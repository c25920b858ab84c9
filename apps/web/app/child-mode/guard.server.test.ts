import { describe, expect, it } from 'vitest';
import { sessionStorage } from '../session.server';
import { childModeGuard, childModeRedirectPath } from './guard.server';

const ADA = { childId: 'ada1', firstName: 'Ada' };

describe('the child-mode guard', () => {
  it('lets a device that is the parent’s go anywhere', () => {
    for (const path of ['/library', '/account/details', '/subscribe', '/logout', '/library/max2']) {
      expect(childModeRedirectPath(path, null)).toBeNull();
    }
  });

  it('opens the child’s own library, what it uses and the grown-ups’ gate', () => {
    const open = [
      '/library/ada1',
      '/library/ada1/',
      '/library/ada1.data',
      '/player/media/m1',
      '/player/file/m1',
      '/player/captions/m1',
      '/player/history',
      '/player/favourite',
      '/player/video-position',
      '/library/videodetails/c1/s1',
      '/transcript/m1',
      '/tate-media-sw.js',
      '/resources/library-cards',
      '/child-mode/leave',
      '/child-mode/leave.data',
    ];
    for (const path of open) expect(childModeRedirectPath(path, ADA), path).toBeNull();
  });

  it('sends everything else back to the child’s library', () => {
    const closed = [
      '/',
      '/_root.data',
      '/home',
      '/library',
      '/library.data',
      '/library/max2',
      '/library/ada1x',
      '/library/details',
      '/account',
      '/account/details',
      '/account/details.data',
      '/account/parent-pin',
      '/account/edit-child/ada1',
      '/child-profile/ada1',
      '/child-profile',
      '/favourites',
      '/subscribe',
      '/subscription',
      '/subscription-renewal',
      '/payment',
      '/retail',
      '/product/details',
      '/about',
      '/contact',
      '/login',
      '/logout',
      '/signup',
      '/partners',
      '/page-captions/welcome',
      '/no-such-page',
    ];
    for (const path of closed) expect(childModeRedirectPath(path, ADA), path).toBe('/library/ada1');
  });

  it('reads child mode from the signed session cookie and redirects', async () => {
    const session = await sessionStorage.getSession();
    session.set('cmsToken', 'jwt-1');
    session.set('childMode', ADA);
    const cookie = (await sessionStorage.commitSession(session)).split(';')[0] ?? '';
    const redirected = await childModeGuard(new Request('http://web.test/account/details', { headers: { Cookie: cookie } }));
    expect(redirected?.status).toBe(302);
    expect(redirected?.headers.get('Location')).toBe('/library/ada1');
    expect(await childModeGuard(new Request('http://web.test/library/ada1', { headers: { Cookie: cookie } }))).toBeNull();
    // A visitor (no cookie) is no child's.
    expect(await childModeGuard(new Request('http://web.test/account/details'))).toBeNull();
  });
});
