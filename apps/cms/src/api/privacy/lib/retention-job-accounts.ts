import type { Core } from '@strapi/strapi';
import { isEntitled } from '../../../accounts/entitlement';
import { findUserWhere, startActivityClocks, updateUsersWhere, usersWhere, type User } from '../../../utils/data/user';
import { webPublicUrl } from '../../../commerce/stripe-client';
import { sendMail } from '../../../mail/send';
import { inactiveAccountMail } from '../../../mail/templates';
import { eraseAccount } from './account-erasure';
import { daysAfter } from './retention-job-clock';

export type InactiveAccounts = { warned: number; erased: number; keptForPayments: number; keptForPlans: number };

type Warnable = Pick<User, 'id' | 'email' | 'name' | 'is_subscribe' | 'expiryDate'>;

/**
 * Marks the account warned at `now` and mails the parent the date of erasure; one mark per account (the update's
 * condition), and a mail that cannot be sent takes the mark back, so the next run warns again and nobody is erased
 * unwarned.
 */
async function warn(strapi: Core.Strapi, user: Warnable, inactiveSince: Date, now: Date, noticeDays: number): Promise<boolean> {
  const marked = await updateUsersWhere({ id: user.id, erasureWarnedAt: { $null: true }, lastActiveAt: { $lt: inactiveSince } }, { erasureWarnedAt: now });
  if (marked === 0) return false;
  try {
    await sendMail(user.email, inactiveAccountMail(user.name, daysAfter(now, noticeDays), `${webPublicUrl()}/login`));
    return true;
  } catch (error) {
    strapi.log.error(`[retention] warning e-mail to user ${user.id} failed: ${(error as Error).message}`);
    await updateUsersWhere({ id: user.id }, { erasureWarnedAt: null });
    return false;
  }
}

/**
 * Accounts nobody signed in to or used since `inactiveSince` are warned; those warned at least `noticeDays` ago and
 * still unused are erased (a sign-in or any use clears the warning: src/accounts/activity.ts). An account whose
 * payment details Stripe could not delete is kept, still warned, for the next run. An account whose plan is paid up
 * or unlimited at `now` is neither warned nor erased: the parent is paying for it, or was given it for good.
 */
export async function retireInactiveAccounts(strapi: Core.Strapi, inactiveSince: Date, now: Date, noticeDays: number): Promise<InactiveAccounts> {
  await startActivityClocks();
  const result: InactiveAccounts = { warned: 0, erased: 0, keptForPayments: 0, keptForPlans: 0 };
  const due = { lastActiveAt: { $lt: inactiveSince }, erasureWarnedAt: { $lte: daysAfter(now, -noticeDays) } };
  const toErase = await usersWhere(due, { select: ['id'] });
  for (const { id } of toErase) {
    // Read again just before: the parent may have signed in since the list was made.
    const user = await findUserWhere({ id, ...due });
    if (!user) continue;
    if (isEntitled(user, now)) {
      result.keptForPlans += 1;
      continue;
    }
    if ((await eraseAccount(user, 'account-erased-unused')) === 'erased') result.erased += 1;
    else result.keptForPayments += 1;
  }
  const toWarn: Warnable[] = await usersWhere(
    { lastActiveAt: { $lt: inactiveSince }, erasureWarnedAt: { $null: true } },
    { select: ['id', 'email', 'name', 'is_subscribe', 'expiryDate'] },
  );
  for (const user of toWarn) {
    if (isEntitled(user, now)) continue;
    if (await warn(strapi, user, inactiveSince, now, noticeDays)) result.warned += 1;
  }
  return result;
}
