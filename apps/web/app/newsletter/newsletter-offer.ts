/**
 * When 'Join our family' is offered (docs/decisions/2026-11-26-newsletter-popup-rule.md): to a signed-out visitor,
 * on the pages where a family reads about Tate, never where it chooses a plan, pays or fills in another form; on the
 * second page of the visit, or earlier when the pointer leaves a desktop window at the top (exit intent). Once a
 * visit (this tab), and not for 24 hours after Close or ever after joining (the server's cookie).
 */
const OFFERED_ON = new Set(['/about', '/howitworks', '/faq', '/tate', '/tate-for-teen', '/sample']);

const VIEWS_KEY = 'tate_pages_viewed';
const OFFERED_KEY = 'tate_newsletter_offered';

type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isOfferedOn(pathname: string): boolean {
  return OFFERED_ON.has(pathname.toLowerCase().replace(/\/+$/, ''));
}

/** Counts a page of this visit and answers how many it has seen. */
export function countPageView(storage: VisitStorage): number {
  const views = (Number(storage.getItem(VIEWS_KEY)) || 0) + 1;
  storage.setItem(VIEWS_KEY, String(views));
  return views;
}

/** True the first time it is asked in a visit: the pop-up is offered once a visit. */
export function takeOffer(storage: VisitStorage): boolean {
  if (storage.getItem(OFFERED_KEY)) return false;
  storage.setItem(OFFERED_KEY, 'yes');
  return true;
}

/** Exit intent: the pointer left the window through its top edge (towards the tabs or the address bar). */
export function isExitIntent(event: Pick<MouseEvent, 'clientY' | 'relatedTarget'>): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
