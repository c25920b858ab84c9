import { isTimeZone } from '@tate/contracts';
import { storedTimeZone, updateUser } from '../utils/data/user';

/** A family that has never said where it is: its days are UTC days until a request or the settings say. */
const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The family's time zone (on the parent): its days are the bedtime's and the listening history's. The first request
 * that brings a known time zone (the body's, else the x-time-zone header's) sets it when the family has none yet; the
 * bedtime settings change it.
 */
export async function familyTimeZone(parentId: number, hint?: string): Promise<string> {
  return familyTimeZoneOf({ id: parentId, timeZone: await storedTimeZone(parentId) }, hint);
}

/** A parent whose account row is read already (the signed-in parent of a request): its id and stored time zone. */
export type FamilyOf = { id: number; timeZone?: string | null };

/** familyTimeZone for a parent whose row the request has read already: no second read of the account. */
export async function familyTimeZoneOf(parent: FamilyOf, hint?: string): Promise<string> {
  if (parent.timeZone && isTimeZone(parent.timeZone)) return parent.timeZone;
  if (!hint || !isTimeZone(hint)) return DEFAULT_TIME_ZONE;
  await setFamilyTimeZone(parent.id, hint);
  return hint;
}

export async function setFamilyTimeZone(parentId: number, timeZone: string): Promise<void> {
  await updateUser(parentId, { timeZone });
}
