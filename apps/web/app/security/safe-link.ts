const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A link an editor typed in the CMS, made safe to render: web, mail and phone addresses and site paths pass;
 * `javascript:`, `data:`, `vbscript:` and anything unreadable give null (render the text without a link).
 * Browsers ignore tabs, newlines and leading control characters in a scheme, so those are removed first.
 */
export function safeLinkHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const cleaned = href.replace(/[\s\p{Cc}]/gu, '');
  if (cleaned === '') return null;
  if (cleaned.startsWith('/') && !cleaned.startsWith('//') && !cleaned.startsWith('/\\')) return cleaned;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
}
