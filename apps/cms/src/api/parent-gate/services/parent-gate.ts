import { PARENT_GATE_MESSAGES } from '@tate/contracts';
import { ApiError } from '../../../http/errors';
import { passwordMatches } from '../../../accounts/users';
import { findUserById } from '../../../utils/data/user';
import { pinHashOf, savePinHash } from '../data/parent-pin';
import { hashPin } from '../lib/pin-hash';

/** How the parent gate asks this parent: for the parent PIN once one is set, else for the account password. */
export type GateAsks = 'pin' | 'password';

const parentGateService = {
  async asks(parentId: number): Promise<GateAsks> {
    return (await pinHashOf(parentId)) ? 'pin' : 'password';
  },

  /** Sets (or changes) the parent PIN; the account password proves it is the parent (a wrong one is a 400 naming it). */
  async setPin(parentId: number, password: string, pin: string): Promise<GateAsks> {
    const user = await findUserById(parentId);
    if (!user || !(await passwordMatches(user, password))) throw new ApiError(400, PARENT_GATE_MESSAGES.parentGatePasswordWrong, 'password');
    await savePinHash(parentId, await hashPin(pin));
    return 'pin';
  },
};

declare module '../../../utils/services' {
  interface Services {
    'api::parent-gate.parent-gate': typeof parentGateService;
  }
}

export default () => parentGateService;
