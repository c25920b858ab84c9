import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms, readFromCms } from '../cms/load.server';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { loadVideoDuration, saveVideoStatus } from '../cms/video.server';
import { getCmsToken } from '../session.server';
import type { VideoPositionAnswer, VideoStatusAnswer } from '../library/player-answers';

const id = z.string().trim().min(1).max(64);
const keySchema = z.object({ childId: id, subCategoryId: id });
const statusSchema = keySchema.extend({
  categoryId: id,
  duration: z.number().finite().min(0).max(24 * 3600),
  clientSavedAt: z.number().int().positive(),
});

/**
 * GET ?childId&subCategoryId: the child's saved position in the sub-category's video, `{ duration }` (0 when none). A
 * play the CMS refuses (the child's quiet hours, the day's limit) is its status with `refusal`, the CMS's words.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await getCmsToken(request);
  const parsed = keySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!token || !parsed.success) return Response.json({ duration: 0 } satisfies VideoPositionAnswer, { status: token ? 400 : 401 });
  const headers = { 'Cache-Control': PRIVATE_PAGE_CACHE };
  const read = await readFromCms(() => loadVideoDuration(cms(), token, parsed.data));
  if ('refusal' in read) {
    return Response.json({ duration: 0, refusal: read.refusal.message } satisfies VideoPositionAnswer, { status: read.refusal.status, headers });
  }
  return Response.json({ duration: read.value } satisfies VideoPositionAnswer, { headers });
}

/** POST the position as JSON; answers the CMS's message ('Video status updated' on success). */
export async function action({ request }: ActionFunctionArgs) {
  const token = await getCmsToken(request);
  if (!token) return Response.json({ message: 'You need to sign in to access this section' } satisfies VideoStatusAnswer, { status: 401 });
  const parsed = statusSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ message: 'The video position could not be read' } satisfies VideoStatusAnswer, { status: 400 });
  const answer = await loadFromCms(() => saveVideoStatus(cms(), token, parsed.data));
  return Response.json({ message: answer.message } satisfies VideoStatusAnswer, { status: answer.code === 200 ? 200 : 400 });
}
