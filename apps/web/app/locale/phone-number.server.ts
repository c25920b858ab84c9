import { LRUCache } from 'lru-cache';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { siteRegion } from './site-locale';

/** A phone number as a parent reads it ("(416) 555-0123") and as a phone dials it ("tel:+14165550123"). */
export type PhoneNumber = Readonly<{ display: string; href: string }>;

function isCountryCode(region: string): region is CountryCode {
  return /^[A-Z]{2}$/.test(region);
}

/**
 * The editors' phone number, written any way ("4165550123", "+1 416 555 0123"), formatted the way the site's region
 * writes it (a number in another country in its international form). A number the library cannot read is shown as the
 * editors typed it, dialled with its digits.
 */
export function phoneNumber(typed: string | null, locale: string): PhoneNumber | null {
  const key = `${locale} ${typed ?? ''}`;
  const known = formatted.get(key);
  if (known) return known.value;
  const value = format(typed, locale);
  formatted.set(key, { value });
  return value;
}

/**
 * Every page shows the editors' number: each number is read once per locale, not on every request (libphonenumber's
 * parse took 3 % of a signed-in library's server time, docs/decisions/2026-11-30-site-settings-read-once.md). The
 * settings hold one number; a few entries cover an editor changing it.
 */
const formatted = new LRUCache<string, { value: PhoneNumber | null }>({ max: 8 });

function format(typed: string | null, locale: string): PhoneNumber | null {
  const text = typed?.trim();
  if (!text) return null;
  const region = siteRegion(locale);
  const parsed = parsePhoneNumberFromString(text, isCountryCode(region) ? region : undefined);
  if (!parsed?.isValid()) return Object.freeze({ display: text, href: `tel:${text.replace(/[^\d+]/g, '')}` });
  return Object.freeze({
    display: parsed.country === region ? parsed.formatNational() : parsed.formatInternational(),
    href: parsed.getURI(),
  });
}
