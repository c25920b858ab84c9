import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { checkFavourite, toggleFavourite } from '../cms/player.server';
import { getCmsToken } from '../session.server';

const keySchema = z.object({ childId: z.string().min(1).max(64), mediaId: z.string().min(1).max(64) });

/** Toggles a favourite, then re-checks it (spec section 4): the heart follows the CMS; `ok` when the CMS did it. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await getCmsToken(request);
  if (!token) return Response.json({ favourite: false, ok: false, message: 'You need to sign in to access this section' }, { status: 401 });
  const parsed = keySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ favourite: false, ok: false, message: 'Please choose a child first' }, { status: 400 });
  const answer = await loadFromCms(() => toggleFavourite(cms(), token, parsed.data));
  const favourite = await loadFromCms(() => checkFavourite(cms(), token, parsed.data));
  return Response.json({ favourite, ok: answer.code === 200, message: answer.message });
}
