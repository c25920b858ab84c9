import type { Context } from 'koa';
import { z } from 'zod';
import { ApiError } from '../../../http/errors';
import { UNAUTHORIZED } from '../../../http/parent';
import { readBody } from '../../../http/request';
import type { PlayStartFields, RequestField } from '../../../http/routes';
import { parentForToken, readAuthToken, type Parent } from '../../../utils/auth';
import { assertChildMayPlay, type PlayStart } from '../lib/evening';

/** Strapi's policy context: a copy of the Koa context's own properties (request, state, the path's params). */
type PolicyContext = Pick<Context, 'request' | 'state' | 'params'>;

const anyFields = z.record(z.unknown());

/** A named id, or nothing; anything else is a 400 naming the field, as the endpoint's own input schema answers it. */
function idIn(values: unknown, name: string): string | undefined {
  const notValid = `${name} is not valid`;
  const id = z.string({ invalid_type_error: notValid }).trim().min(1, notValid).max(64, notValid).optional();
  return z.object({ [name]: id }).passthrough().parse(values)[name];
}

function fieldOf(policyContext: PolicyContext, field: RequestField): string | undefined {
  const [source, ...rest] = field.split('.');
  const name = rest.join('.');
  if (source === 'body') return idIn(readBody(policyContext, anyFields), name);
  return idIn(source === 'query' ? policyContext.request.query : policyContext.params, name);
}

function playOf(policyContext: PolicyContext, fields: PlayStartFields): PlayStart | null {
  if ('meditation' in fields) {
    const meditation = fieldOf(policyContext, fields.meditation);
    return meditation ? { meditation } : null;
  }
  const videoSeries = fieldOf(policyContext, fields.videoSeries);
  return videoSeries ? { videoSeries } : null;
}

/**
 * api::bedtime.child-may-play, declared by the routes that start a child's play (`startsAPlay` of parentRoute and
 * publicRoute, src/http/routes.ts): the child's bedtime and daily limit decide before the endpoint runs. A request
 * that names no child, or nothing to play, starts no play and goes on. On a public route the parent is read from the
 * token here, and a child named without one is a 401.
 */
export default async function childMayPlay(policyContext: PolicyContext, fields: PlayStartFields): Promise<true> {
  const childId = fieldOf(policyContext, fields.child);
  const play = playOf(policyContext, fields);
  if (!childId || !play) return true;
  const parent: Parent | null = policyContext.state.parent ?? (await parentForToken(readAuthToken(policyContext.request)));
  if (!parent) throw new ApiError(401, UNAUTHORIZED);
  await assertChildMayPlay(parent.id, childId, play);
  return true;
}
