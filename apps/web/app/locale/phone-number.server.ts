import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { siteRegion } from './site-locale';

/** A phone number as a parent reads it ("(416) 555-0123") and as a phone dials it ("tel:+14165550123"). */
export type PhoneNumber = { display: string; href: string };

function isCountryCode(region: string): region is CountryCode {
  return /^[A-Z]{2}$/.test(region);
}

/**
 * The editors' phone number, written any way ("4165550123", "+1 416 555 0123"), formatted the way the site's region
 * writes it (a number in another country in its international form). A number the library cannot read is shown as the
 * editors typed it, dialled with its digits.
 */
export function phoneNumber(typed: string | null, locale: string): PhoneNumber | null {
  const text = typed?.trim();
  if (!text) return null;
  const region = siteRegion(locale);
  const parsed = parsePhoneNumberFromString(text, isCountryCode(region) ? region : undefined);
  if (!parsed?.isValid()) return { display: text, href: `tel:${text.replace(/[^\d+]/g, '')}` };
  return {
    display: parsed.country === region ? parsed.formatNational() : parsed.formatInternational(),
    href: parsed.getURI(),
  };
}
