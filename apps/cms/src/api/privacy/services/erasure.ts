import type { Parent } from '../../../utils/auth';
import { result, type Result } from '../../../http/result';
import { passwordMatches } from '../../../accounts/users';
import { findUserById } from '../../../utils/data/user';
import { ApiError } from '../../../http/errors';
import { SIGN_IN_REQUIRED } from '../../../http/parent';
import { eraseAccount } from '../lib/account-erasure';

const erasureService = {
  /** Removes the parent, everything that belongs to them, and ends the payment subscription now. */
  async deleteAccount(parent: Parent, email: string, password: string): Promise<Result> {
    const user = await findUserById(parent.id);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    if (user.email !== email) return result(403, 'The email does not match this account');
    if (!(await passwordMatches(user, password))) return result(400, 'Password is incorrect');
    const erasure = await eraseAccount(user, 'account-deleted');
    if (erasure === 'subscription-not-cancelled') return result(502, 'The subscription could not be cancelled. Please try again');
    if (erasure === 'customer-not-deleted') return result(502, 'The payment details could not be deleted. Please try again');
    return result(200, 'Your account has been deleted');
  },
};

declare module '../../../utils/services' {
  interface Services {
    'api::privacy.erasure': typeof erasureService;
  }
}

export default () => erasureService;
