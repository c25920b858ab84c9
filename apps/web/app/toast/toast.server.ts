import { createCookieSessionStorage, redirect } from '@remix-run/node';
import { z } from 'zod';
import { cookieOptions } from '../session/cookie-options.server';

const TOAST_KEY = 'toast';

const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['success', 'error', 'info', 'warning']).default('info'),
  title: z.string().optional(),
  description: z.string(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

export const TOAST_COOKIE_NAME = '__tate_toast';

/** A separate flash-only cookie, so a toast survives one redirect and is gone after it is shown. */
const toastStorage = createCookieSessionStorage({
  cookie: { name: TOAST_COOKIE_NAME, ...cookieOptions({ signed: true }) },
});

export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const session = await toastStorage.getSession();
  session.flash(TOAST_KEY, toastSchema.parse(input));
  return new Headers({ 'Set-Cookie': await toastStorage.commitSession(session) });
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(input)).getSetCookie()) headers.append('Set-Cookie', cookie);
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast; send the returned headers so the flash is consumed. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage.getSession(request.headers.get('Cookie'));
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  const toast = parsed.success ? parsed.data : null;
  return {
    toast,
    headers: toast ? new Headers({ 'Set-Cookie': await toastStorage.destroySession(session) }) : null,
  };
}
