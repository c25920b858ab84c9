import crypto from 'node:crypto';
import type { Context } from 'koa';
import { PARENT_GATE_MESSAGES } from '@tate/contracts';
import { ApiError } from '../../../http/errors';
import { limiterFor } from '../../../security/limiters';
import { readAuthToken } from '../../../utils/auth';

/** Wrong answers a device may give before the gate makes it wait. */
const FREE_TRIES = 3;
const FIRST_WAIT_SECONDS = 5;
/** The longest wait: the gate slows a guesser down, it never locks the parent out. */
const LONGEST_WAIT_SECONDS = 5 * 60;
/** How long a device's wrong answers are remembered without a right one. */
const REMEMBERED_SECONDS = 24 * 60 * 60;

/** The wait after `failures` wrong answers in a row on one device: none for the first three, then 5 s doubling to 5 min. */
export function waitAfter(failures: number): number {
  if (failures <= FREE_TRIES) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_TRIES - 1));
}

const failures = () => limiterFor(strapi, 'parent-gate-failures', { points: Number.MAX_SAFE_INTEGER, durationSeconds: REMEMBERED_SECONDS });
const waits = () => limiterFor(strapi, 'parent-gate-wait', { points: 1, durationSeconds: LONGEST_WAIT_SECONDS });

/**
 * The parent and the device at the gate: each signed-in device has its own token, so a child guessing on the
 * family's tablet slows that tablet only, never the parent's phone.
 */
export function gateKey(request: Context['request'], parentDocumentId: string): string {
  const token = readAuthToken(request) ?? '';
  return `${parentDocumentId}:${crypto.createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

/** A 429 with Retry-After while this device waits after its wrong answers (even a right answer waits). */
export async function refuseWhileWaiting(key: string, response: Context['response']): Promise<void> {
  const waiting = await waits().get(key);
  if (!waiting || waiting.consumedPoints <= 1) return;
  const seconds = Math.max(1, Math.ceil(waiting.msBeforeNext / 1000));
  response.set('Retry-After', String(seconds));
  throw new ApiError(429, PARENT_GATE_MESSAGES.parentGateWait(seconds));
}

/** Counts a wrong answer on this device and starts its wait, if it has one now. */
export async function countWrongAnswer(key: string): Promise<void> {
  const counted = await failures().penalty(key, 1);
  const seconds = waitAfter(counted.consumedPoints);
  if (seconds > 0) await waits().block(key, seconds);
}

/** A right answer: the device starts afresh. */
export async function forgetWrongAnswers(key: string): Promise<void> {
  await Promise.all([failures().delete(key), waits().delete(key)]);
}
