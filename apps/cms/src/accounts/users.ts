import { z } from 'zod';
import type { Parent } from '../utils/auth';
import type { PlanInterval } from '@tate/contracts';
import { signOutSessions } from '../utils/data/device-session';
import { findUserById, updateUser, type User } from '../utils/data/user';
import { storedRows } from '../utils/stored-rows';

export type Plan = PlanInterval | 'unlimited';

/** What users-permissions' `add` answers that createParent reads: the new account's id. */
const addedUser = z.object({ id: z.number() });

/** What the apps keep as UserDetails. */
export type UserDetails = {
  _id: number;
  name: string | null;
  email: string;
  is_subscribe: string | null;
  subscriptionPlan: string | null;
  expiryDate: string | null;
};

export function toUserDetails(user: Parent): UserDetails {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    is_subscribe: user.is_subscribe,
    subscriptionPlan: user.subscriptionPlan,
    expiryDate: user.expiryDate ? new Date(user.expiryDate).toISOString() : null,
  };
}

/** A plan's state, without anything that names the account. */
export type PlanState = Pick<UserDetails, 'is_subscribe' | 'subscriptionPlan' | 'expiryDate'>;

export function planStateOf(user: Parent): PlanState {
  const { is_subscribe, subscriptionPlan, expiryDate } = toUserDetails(user);
  return { is_subscribe, subscriptionPlan, expiryDate };
}

/**
 * What a caller is told of an account it has just changed: the account's details when the caller is that parent,
 * signed in; otherwise `anonymous` decides, either the plan's state or nothing.
 */
export function detailsFor(user: Parent, caller: Parent | null, anonymous: 'plan' | 'nothing'): UserDetails | PlanState | undefined {
  if (caller?.id === user.id) return toUserDetails(user);
  if (anonymous === 'nothing') return undefined;
  return planStateOf(user);
}

/** Hashes with users-permissions' bcrypt and revokes every token issued before (tokenVersion + 1): every device is signed out. */
export async function setPassword(user: User, password: string): Promise<void> {
  await strapi.plugin('users-permissions').service('user').edit(user.id, {
    password,
    tokenVersion: (user.tokenVersion ?? 0) + 1,
    resetPasswordToken: null,
    resetPasswordExpiresAt: null,
  });
  await signOutSessions(user.id);
}

export async function passwordMatches(user: User, password: string): Promise<boolean> {
  if (!user.password) return false;
  return (await strapi.plugin('users-permissions').service('user').validatePassword(password, user.password)) === true;
}

/** Revokes every token of the parent, on every device (a token issued before device sessions cannot name its own). */
export async function revokeTokens(user: Parent): Promise<void> {
  await updateUser(user.id, { tokenVersion: (user.tokenVersion ?? 0) + 1 });
}

/** Creates a parent in the authenticated role; the password is hashed by users-permissions. */
export async function createParent(input: {
  name: string;
  email: string;
  password: string;
  is_subscribe: string;
  subscriptionPlan: Plan | null;
  expiryDate: Date | null;
}): Promise<User> {
  const role = await storedRows('plugin::users-permissions.role', { select: ['id'] }).findOne({ type: 'authenticated' });
  const created = addedUser.parse(
    await strapi.plugin('users-permissions').service('user').add({
      username: input.email,
      email: input.email,
      password: input.password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role?.id,
      name: input.name,
      is_subscribe: input.is_subscribe,
      subscriptionPlan: input.subscriptionPlan,
      expiryDate: input.expiryDate,
      tokenVersion: 0,
    }),
  );
  const user = await findUserById(created.id);
  if (!user) throw new Error('The new user could not be read back');
  return user;
}
