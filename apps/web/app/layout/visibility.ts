export type LayoutVisibility = {
  header: boolean;
  footer: boolean;
  /** The newsletter sign-up block inside the footer. */
  newsletter: boolean;
  /**
   * Remix's scroll restoration (it keeps positions in sessionStorage): not in the iframe player, a frame in a
   * partner's page, whose storage the browser may deny a third party (a SecurityError) and which has no history to
   * scroll back through.
   */
  restoresScroll: boolean;
};

const HEADER_ONLY = new Set(['/login', '/signup']);
const BARE = new Set(['/subscription', '/thank-you']);
const WITHOUT_NEWSLETTER = new Set(['/welcome', '/welcome-details']);

function normalise(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Header and footer rules of the product spec (section 2), by route path. */
export function layoutVisibility(pathname: string): LayoutVisibility {
  const path = normalise(pathname);
  // The iframe player (/embed/<meditation>) is the player alone, in a partner's page.
  if (path.startsWith('/embed/')) return { header: false, footer: false, newsletter: false, restoresScroll: false };
  if (BARE.has(path)) return { header: false, footer: false, newsletter: false, restoresScroll: true };
  if (HEADER_ONLY.has(path)) return { header: true, footer: false, newsletter: false, restoresScroll: true };
  return { header: true, footer: true, newsletter: !WITHOUT_NEWSLETTER.has(path), restoresScroll: true };
}
