import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms, readFromCms } from '../cms/load.server';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { loadPosition, savePosition } from '../cms/player.server';
import { getCmsToken } from '../session.server';
import type { HistoryAnswer } from '../library/player-answers';

const keySchema = z.object({ childId: z.string().min(1).max(64), mediaId: z.string().min(1).max(64) });
const positionSchema = keySchema.extend({
  currentTime: z.number().finite().min(0).max(24 * 3600),
  /** Whole seconds listened since the player's previous save: the child's minutes of the day. */
  listenedSeconds: z.number().int().min(0).max(24 * 3600).optional(),
  /** When the browser made the save (ms); queued offline saves arrive later with their own time. */
  clientSavedAt: z.number().int().positive().optional(),
});

/**
 * GET ?childId&mediaId: the child's saved position, `{ currentMediaTimestamp }` (null when none). A play the CMS
 * refuses (the child's quiet hours, the day's limit) is its status with `refusal`, the CMS's words.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await getCmsToken(request);
  const parsed = keySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!token || !parsed.success) return Response.json({ currentMediaTimestamp: null } satisfies HistoryAnswer, { status: token ? 400 : 401 });
  const headers = { 'Cache-Control': PRIVATE_PAGE_CACHE };
  const read = await readFromCms(() => loadPosition(cms(), token, parsed.data));
  if ('refusal' in read) {
    return Response.json({ currentMediaTimestamp: null, refusal: read.refusal.message } satisfies HistoryAnswer, { status: read.refusal.status, headers });
  }
  return Response.json({ currentMediaTimestamp: read.value } satisfies HistoryAnswer, { headers });
}

/** POST a position as JSON text (also what `navigator.sendBeacon` sends on page hide). */
export async function action({ request }: ActionFunctionArgs) {
  const token = await getCmsToken(request);
  if (!token) return Response.json({ saved: false }, { status: 401 });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return Response.json({ saved: false }, { status: 400 });
  }
  const parsed = positionSchema.safeParse(body);
  if (!parsed.success) return Response.json({ saved: false }, { status: 400 });
  const answer = await loadFromCms(() => savePosition(cms(), token, parsed.data));
  if (answer.code === 200) return Response.json({ saved: true });
  // A busy or failing content service is worth a retry (the player's queue retries 5xx); anything else is final.
  const retryable = answer.code === 429 || answer.code >= 500;
  return Response.json({ saved: false }, { status: retryable ? 503 : 400 });
}
