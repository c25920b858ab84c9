import { describe, expect, it } from 'vitest';
import { getToast, redirectWithToast } from './toast.server';

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('toasts through the flash cookie', () => {
  it('carries a toast across a redirect and clears it once read', async () => {
    const response = await redirectWithToast('/login', { type: 'error', description: 'Please sign in' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');

    const request = new Request('http://web.test/login', { headers: { Cookie: cookiesOf(response) } });
    const { toast, headers } = await getToast(request);
    expect(toast).toMatchObject({ type: 'error', description: 'Please sign in' });
    expect(headers?.get('Set-Cookie')).toMatch(/__tate_toast=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('gives no toast and no headers when nothing was flashed', async () => {
    await expect(getToast(new Request('http://web.test/'))).resolves.toEqual({ toast: null, headers: null });
  });

  it('keeps the toast cookie httpOnly', async () => {
    const response = await redirectWithToast('/home', { description: 'Saved' });
    expect(response.headers.get('Set-Cookie')).toContain('HttpOnly');
  });
});
