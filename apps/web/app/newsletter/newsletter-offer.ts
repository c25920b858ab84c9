/**
 * When 'Join our family' slides in (docs/decisions/2026-11-29-newsletter-slide-in.md): to a signed-out visitor, on the
 * pages where a family reads about Tate, never on How it works, where it chooses a plan, pays, shops or fills in another
 * form; once the visitor has scrolled a third of the page, while the footer's own sign-up is not in sight. Once a visit
 * (this tab), and not for 24 hours after Close or ever after joining (the server's cookie).
 */
const OFFERED_ON = new Set(['/about', '/faq', '/tate', '/tate-for-teen', '/sample']);

/** How far down the page (a share of what can be scrolled) the visitor reads before it slides in. */
export const SCROLLED_SHARE = 1 / 3;

const OFFERED_KEY = 'tate_newsletter_offered';

type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isOfferedOn(pathname: string): boolean {
  return OFFERED_ON.has(pathname.toLowerCase().replace(/\/+$/, ''));
}

/** True once the visitor has scrolled at least `SCROLLED_SHARE` of what the page can scroll (never on a page that cannot). */
export function hasReadFarEnough({ scrollY, viewportHeight, pageHeight }: { scrollY: number; viewportHeight: number; pageHeight: number }): boolean {
  const scrollable = pageHeight - viewportHeight;
  return scrollable > 0 && scrollY >= scrollable * SCROLLED_SHARE;
}

/** True the first time it is asked in a visit: the slide-in is offered once a visit. */
export function takeOffer(storage: VisitStorage): boolean {
  if (storage.getItem(OFFERED_KEY)) return false;
  storage.setItem(OFFERED_KEY, 'yes');
  return true;
}
