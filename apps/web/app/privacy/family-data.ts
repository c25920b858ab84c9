import { currentPasswordField, ACCOUNT_MESSAGES, PARENT_GATE_MESSAGES } from '@tate/contracts';
import { z } from 'zod';

/** "Download your family's data": the parent's own password, asked again (the CMS checks it). */
export const familyDataSchema = z.object({ password: currentPasswordField() });

/** Why a download was refused, as `/account/family-data` sends the page back (`?familyData=`), and its message. */
const FAMILY_DATA_REFUSALS = {
  'password-required': ACCOUNT_MESSAGES.passwordRequired,
  'password-wrong': PARENT_GATE_MESSAGES.parentGatePasswordWrong,
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

/**
 * The cookie the ZIP's answer sets with the file's name (`/account/family-data`): the account page, which stays open
 * while the browser saves the file, reads it to say "Your file is downloading (name)". Short-lived and not secret.
 */
export const FAMILY_DATA_DOWNLOAD_COOKIE = 'tate-family-data-download';

/** The file name a Content-Disposition header gives (`attachment; filename="a.zip"`), or null. */
export function attachmentFileName(contentDisposition: string | null): string | null {
  const name = contentDisposition?.match(/filename="([^"]+)"/)?.[1] ?? contentDisposition?.match(/filename=([^;\s]+)/)?.[1];
  return name ?? null;
}

/** The Set-Cookie value that names the file on its way to the page (readable by it: it holds the name only). */
export function downloadCookie(fileName: string, { secure }: { secure: boolean }): string {
  return `${FAMILY_DATA_DOWNLOAD_COOKIE}=${encodeURIComponent(fileName)}; Path=/account; Max-Age=120; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that removes it once the page has said so. */
export const CLEAR_DOWNLOAD_COOKIE = `${FAMILY_DATA_DOWNLOAD_COOKIE}=; Path=/account; Max-Age=0; SameSite=Lax`;

/** The file name the download cookie carries in `document.cookie`, or null. */
export function downloadCookieName(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FAMILY_DATA_DOWNLOAD_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
