import { currentPasswordField, MESSAGES } from '@tate/contracts';
import { z } from 'zod';

/** "Download your family's data": the parent's own password, asked again (the CMS checks it). */
export const familyDataSchema = z.object({ password: currentPasswordField() });

/** Why a download was refused, as `/account/family-data` sends the page back (`?familyData=`), and its message. */
const FAMILY_DATA_REFUSALS = {
  'password-required': MESSAGES.passwordRequired,
  'password-wrong': MESSAGES.parentGatePasswordWrong,
} as const;

export type FamilyDataRefusal = keyof typeof FAMILY_DATA_REFUSALS;

/** The account page after a refused download: its form shows the message under the password. */
export function familyDataRefusedPath(refusal: FamilyDataRefusal): string {
  return `/account/details?familyData=${refusal}#family-data-heading`;
}

/** The message for the password field when the page came back from a refused download, else null. */
export function familyDataRefusalOf(url: URL): string | null {
  const value = url.searchParams.get('familyData');
  return value === 'password-required' || value === 'password-wrong' ? FAMILY_DATA_REFUSALS[value] : null;
}
