import { storedRows, type Read, type ReadRow, type RowChange, type StoredRow } from '../stored-rows';

/**
 * The users-permissions user's UID (a parent's account): named here only (docs/decisions/2026-11-28-cms-typed-content-types.md).
 * It sits in src/utils, not src/accounts, because src/utils/auth.ts reads the parent behind a token.
 */
export const USER = 'plugin::users-permissions.user';

/** A parent's account as the query engine reads it whole (its password hash and Stripe ids included). */
export type User = StoredRow<typeof USER>;

/** The columns of an account a change may write (no password: src/accounts/users.ts's setPassword hashes it). */
export type UserChange = Omit<RowChange<typeof USER>, 'password'>;

const users = () => storedRows(USER);

export function findUserById(id: number): Promise<User | null> {
  return users().findOne({ id });
}

export function findUserByEmail(email: string): Promise<User | null> {
  return users().findOne({ email: email.toLowerCase() });
}

/** The account whose password reset link has this token hash (the link's token is never stored itself). */
export function findUserByResetTokenHash(tokenHash: string): Promise<User | null> {
  return users().findOne({ resetPasswordToken: tokenHash });
}

/** The account the Stripe subscription is for. */
export function findUserBySubscription(subscriptionId: string): Promise<User | null> {
  return users().findOne({ stripeSubscriptionId: subscriptionId });
}

/** The accounts the condition (the query engine's `where`) holds for, as `read` reads them. */
export function usersWhere<const Asked extends Read<typeof USER>>(where: Record<string, unknown>, read: Asked): Promise<ReadRow<typeof USER, Asked>[]> {
  return storedRows(USER, read).findMany(where);
}

/** The account the condition holds for, read whole, or null. */
export function findUserWhere(where: Record<string, unknown>): Promise<User | null> {
  return users().findOne(where);
}

/** Writes plain columns of the account and answers it as it is now, or null when there is no such account. */
export function updateUser(id: number, data: UserChange): Promise<User | null> {
  return users().update({ id }, data);
}

/** Writes the columns on every account the condition holds for (the condition makes a write happen once); answers how many. */
export async function updateUsersWhere(where: Record<string, unknown>, data: UserChange): Promise<number> {
  const { count } = await strapi.db.query(USER).updateMany({ where, data });
  return count;
}

/**
 * Accounts from before lastActiveAt existed, and accounts nobody has used since sign-up, have no activity recorded:
 * their clock starts at their last change (or creation), so no parent is warned only because the field is new.
 */
export async function startActivityClocks(): Promise<void> {
  const users = strapi.db.connection(strapi.db.metadata.get(USER).tableName);
  await users.whereNull('last_active_at').update({ last_active_at: strapi.db.connection.raw('coalesce(updated_at, created_at)') });
}

/** The family's time zone as stored on the parent's account, null when none was set or there is no such account. */
export async function storedTimeZone(parentId: number): Promise<string | null> {
  const parent = await storedRows(USER, { select: ['timeZone'] }).findOne({ id: parentId });
  return parent?.timeZone ?? null;
}

/** The tokenVersion of the account, null when there is no such account (a token naming it is then revoked). */
export async function tokenVersionOf(id: number): Promise<number | null> {
  const user = await storedRows(USER, { select: ['tokenVersion'] }).findOne({ id });
  return user ? (user.tokenVersion ?? 0) : null;
}
