export type LayoutVisibility = {
  header: boolean;
  footer: boolean;
  /** The newsletter sign-up block inside the footer. */
  newsletter: boolean;
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
  if (BARE.has(path) || path.startsWith('/embed/')) return { header: false, footer: false, newsletter: false };
  if (HEADER_ONLY.has(path)) return { header: true, footer: false, newsletter: false };
  return { header: true, footer: true, newsletter: !WITHOUT_NEWSLETTER.has(path) };
}
