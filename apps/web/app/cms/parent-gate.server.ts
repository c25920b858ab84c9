import { z } from 'zod';
import type { CmsClient } from './client.server';
import { answerOf, dataOf } from './envelope.server';

const gateSchema = z.object({ asks: z.enum(['pin', 'password']) });

/** What the parent gate asks this parent for (GET /parent-gate): the parent PIN once set, else the password. */
export async function fetchGateAsks(cms: CmsClient, token: string): Promise<'pin' | 'password'> {
  return dataOf('parent-gate', await cms.sendEnvelope('GET', 'parent-gate', { token }), gateSchema).asks;
}

/** Sets the parent PIN behind the account password (PUT /parent-gate/pin); a refusal names its field. */
export async function setParentPin(cms: CmsClient, token: string, answer: { password: string; pin: string }) {
  return answerOf('parent-gate/pin', await cms.sendEnvelope('PUT', 'parent-gate/pin', { token, body: answer }), gateSchema);
}
