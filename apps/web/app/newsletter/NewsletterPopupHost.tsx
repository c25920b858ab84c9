import { useFetcher, useLocation } from '@remix-run/react';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../chunks/lazy-component';
import type { NewsletterPopup as PopupCopy } from '../cms/shop-pages.server';
import { countPageView, isExitIntent, isOfferedOn, takeOffer } from './newsletter-offer';

// The modal and its form load only when the pop-up is offered: no page pays for them before.
const NewsletterPopup = lazyComponent(() => import('./NewsletterPopup').then((module) => module.NewsletterPopup));

/** What /newsletter-popup answers (routes/newsletter-popup.tsx): the pop-up's copy, or null once answered lately. */
export type NewsletterPopupAnswer = { popup: PopupCopy | null };

/**
 * Mounted once in the root: counts the pages of the visit and offers 'Join our family' by the rules of
 * `newsletter-offer.ts`, fetching its CMS copy (none once the visitor has closed it or joined) only then. It needs
 * JavaScript; without it no pop-up interrupts the page (the footer holds the same sign-up).
 */
export function NewsletterPopupHost({ signedIn }: { signedIn: boolean }) {
  const { pathname, key } = useLocation();
  const copy = useFetcher<NewsletterPopupAnswer>();
  const [open, setOpen] = useState(false);
  const offeredHere = !signedIn && isOfferedOn(pathname);
  const { load } = copy;

  // Any navigation closes the pop-up (joining comes back to the page with its answer)...
  useEffect(() => {
    setOpen(false);
  }, [key]);

  // ...and a new page (not a jump to an anchor, not a new search) counts: the visit's second page offers it.
  useEffect(() => {
    const views = countPageView(sessionStorage);
    if (offeredHere && views >= 2 && takeOffer(sessionStorage)) setOpen(true);
  }, [pathname, offeredHere]);

  useEffect(() => {
    if (!offeredHere || !window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const onLeave = (event: MouseEvent) => {
      if (isExitIntent(event) && takeOffer(sessionStorage)) setOpen(true);
    };
    document.documentElement.addEventListener('mouseleave', onLeave);
    return () => document.documentElement.removeEventListener('mouseleave', onLeave);
  }, [offeredHere]);

  useEffect(() => {
    if (open) load('/newsletter-popup');
  }, [open, load]);

  return open && copy.data?.popup ? (
    <Suspense fallback={null}>
      <NewsletterPopup popup={copy.data.popup} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
