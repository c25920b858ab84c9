import type { Context } from 'koa';
import { PARENT_GATE_MESSAGES } from '@tate/contracts';
import { reply } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { consume } from '../../../http/limits';
import { limitFromEnv } from '../../../security/limiters';
import { setPinInput } from '../lib/parent-gate-input';
import { service } from '../../../utils/services';

const gates = () => service('api::parent-gate.parent-gate');

export default {
  /** How the parent gate asks this parent: `{ asks: 'pin' | 'password' }`. */
  async get(ctx: Context) {
    reply(ctx, 200, 'Parent gate', { asks: await gates().asks(currentParent(ctx).id) });
  },

  /** Sets the parent PIN behind the account password; password guesses count as logins do (per parent, per hour). */
  async setPin(ctx: Context) {
    const { password, pin } = readBody(ctx, setPinInput);
    const parent = currentParent(ctx);
    await consume(ctx, 'parent-pin', { points: limitFromEnv('PARENT_PIN_MAX', 10), durationSeconds: 60 * 60 }, parent.documentId);
    reply(ctx, 200, PARENT_GATE_MESSAGES.parentPinSaved, { asks: await gates().setPin(parent.id, password, pin) });
  },
};
