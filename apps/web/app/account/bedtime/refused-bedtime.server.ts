import { createCookie } from '@remix-run/node';
import { bedtimeSettingsSchema } from '@tate/contracts';
import { z } from 'zod';
import { cookieOptions } from '../../session/cookie-options.server';

/** Long enough for the redirect after a Save to arrive, even on a slow phone; read once, then dropped. */
const MAX_AGE_S = 120;

const refusedBedtimeCookie = createCookie('tate_refused_bedtime', cookieOptions({ signed: true, maxAge: MAX_AGE_S }));

const storedSchema = z.object({
  childId: z.string(),
  settings: bedtimeSettingsSchema,
  field: z.string().nullable(),
  message: z.string(),
  code: z.number().int(),
});

/**
 * A bedtime the CMS refused right after the child it belongs to was created: what the parent typed, the CMS's message
 * and the field it names, carried over the redirect to the new child's edit form (the create form must not be sent
 * twice: it would make a second child).
 */
export type RefusedBedtime = z.infer<typeof storedSchema>;

/** The Set-Cookie value that carries a refused bedtime to the child's edit form. */
export async function refusedBedtimeHeader(refused: RefusedBedtime): Promise<string> {
  return refusedBedtimeCookie.serialize(refused);
}

/**
 * The refused bedtime waiting for this child's edit form, with the Set-Cookie value that drops it (null when there is
 * nothing to drop). A cookie for another child is dropped too: it was not shown where it belonged.
 */
export async function takeRefusedBedtime(request: Request, childId: string): Promise<{ refused: RefusedBedtime | null; setCookie: string | null }> {
  const stored: unknown = await refusedBedtimeCookie.parse(request.headers.get('Cookie'));
  if (!stored) return { refused: null, setCookie: null };
  const parsed = storedSchema.safeParse(stored);
  const setCookie = await refusedBedtimeCookie.serialize('', { maxAge: 0 });
  return { refused: parsed.success && parsed.data.childId === childId ? parsed.data : null, setCookie };
}
