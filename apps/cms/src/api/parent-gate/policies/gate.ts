import type { Context } from 'koa';
import { ACCOUNT_MESSAGES, PARENT_GATE_MESSAGES } from '@tate/contracts';
import { ApiError } from '../../../http/errors';
import { currentParent } from '../../../http/parent';
import { readBody } from '../../../http/request';
import { passwordMatches } from '../../../accounts/users';
import { findUserById } from '../../../utils/data/user';
import { pinHashOf } from '../data/parent-pin';
import { countWrongAnswer, forgetWrongAnswers, gateKey, refuseWhileWaiting } from '../lib/gate-waits';
import { gateAnswerInput } from '../lib/parent-gate-input';
import { pinMatches } from '../lib/pin-hash';

/** Strapi's policy context: a copy of the Koa context's own properties. */
type PolicyContext = Pick<Context, 'request' | 'response' | 'state' | 'method' | 'path'>;

/** What the answer is: right, or a wrong PIN (the parent has one: the password then does not open), or a wrong password. */
async function judge(parentId: number, answer: { pin?: string; password?: string }): Promise<'right' | 'wrong-pin' | 'wrong-password'> {
  const pinHash = await pinHashOf(parentId);
  if (pinHash) {
    if (!answer.pin) throw new ApiError(400, PARENT_GATE_MESSAGES.parentGatePinRequired, 'pin');
    return (await pinMatches(answer.pin, pinHash)) ? 'right' : 'wrong-pin';
  }
  if (!answer.password) throw new ApiError(400, ACCOUNT_MESSAGES.passwordRequired, 'password');
  const user = await findUserById(parentId);
  return user !== null && (await passwordMatches(user, answer.password)) ? 'right' : 'wrong-password';
}

/**
 * api::parent-gate.gate, declared by the routes only a grown-up may use (`parentGate` of parentRoute,
 * src/http/routes.ts): the parent PIN (or, for a parent without one, the account password) in the body. Wrong
 * answers slow that device down, a growing wait (lib/gate-waits.ts), never a lock-out of the parent's other devices.
 * Runs after global::is-parent.
 */
export default async function parentGate(policyContext: PolicyContext): Promise<true> {
  const parent = currentParent(policyContext);
  const key = gateKey(policyContext.request, parent.documentId);
  await refuseWhileWaiting(key, policyContext.response);
  const verdict = await judge(parent.id, readBody(policyContext, gateAnswerInput));
  if (verdict === 'right') {
    await forgetWrongAnswers(key);
    return true;
  }
  await countWrongAnswer(key);
  throw verdict === 'wrong-pin' ? new ApiError(400, PARENT_GATE_MESSAGES.parentGatePinWrong, 'pin') : new ApiError(400, PARENT_GATE_MESSAGES.parentGatePasswordWrong, 'password');
}
