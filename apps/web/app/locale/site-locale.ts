/** The site's language and region when the editors set none, or one this runtime does not know. */
export const DEFAULT_SITE_LOCALE = 'en-CA';

/** The region of DEFAULT_SITE_LOCALE, for a locale that names no region ("fr"). */
const DEFAULT_SITE_REGION = 'CA';

/** The editors' locale (site settings), checked by Intl; en-CA when it is empty or unknown. */
export function siteLocale(setting: string | null | undefined): string {
  if (!setting) return DEFAULT_SITE_LOCALE;
  try {
    return Intl.getCanonicalLocales(setting)[0] ?? DEFAULT_SITE_LOCALE;
  } catch {
    return DEFAULT_SITE_LOCALE;
  }
}

/** The region of a locale (CA for en-CA), the country a phone number without its code is read in. */
export function siteRegion(locale: string): string {
  return new Intl.Locale(locale).region ?? DEFAULT_SITE_REGION;
}
