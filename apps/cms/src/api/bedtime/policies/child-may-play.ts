import type { Context } from 'koa';
import { ApiError } from '../../../http/errors';
import { UNAUTHORIZED, viewerOf } from '../../../http/parent';
import { idField } from '../../../http/request-fields';
import type { PlayStartFields } from '../../../http/routes';
import { assertChildMayPlay, type PlayStart } from '../lib/evening';

/** Strapi's policy context: a copy of the Koa context's own properties (request, state, the path's params). */
type PolicyContext = Pick<Context, 'request' | 'state' | 'params'>;

function playOf(policyContext: PolicyContext, fields: PlayStartFields): PlayStart | null {
  if ('meditation' in fields) {
    const meditation = idField(policyContext, fields.meditation);
    return meditation ? { meditation } : null;
  }
  const videoSeries = idField(policyContext, fields.videoSeries);
  return videoSeries ? { videoSeries } : null;
}

/**
 * api::bedtime.child-may-play, declared by the routes that start a child's play (`startsAPlay` of parentRoute and
 * publicRoute, src/http/routes.ts): the child's bedtime and daily limit decide before the endpoint runs. A request
 * that names no child, or nothing to play, starts no play and goes on, unless its device is in child mode: then the
 * play is that child's. On a public route the parent is read from the token here, and a child named without one is a
 * 401.
 */
export default async function childMayPlay(policyContext: PolicyContext, fields: PlayStartFields): Promise<true> {
  const play = playOf(policyContext, fields);
  if (!play) return true;
  const named = idField(policyContext, fields.child);
  const parent = await viewerOf(policyContext);
  // On a device in child mode every play is that child's, whichever child the request names (or none).
  const childId = parent?.childMode ?? named;
  if (!childId) return true;
  if (!parent) throw new ApiError(401, UNAUTHORIZED);
  await assertChildMayPlay(parent.id, childId, play);
  return true;
}
