import { useFetcher, useLocation } from '@remix-run/react';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../chunks/lazy-component';
import type { NewsletterPopup as NewsletterCopy } from '../cms/shop-pages.server';
import { hasReadFarEnough, isOfferedOn, takeOffer } from './newsletter-offer';

// The slide-in and its form load only when it is offered: no page pays for them before.
const NewsletterSlideIn = lazyComponent(() => import('./NewsletterSlideIn').then((module) => module.NewsletterSlideIn));

/** What /newsletter-popup answers (routes/newsletter-popup.tsx): the slide-in's copy, or null once answered lately. */
export type NewsletterPopupAnswer = { popup: NewsletterCopy | null };

/** The footer, which opens with its own sign-up, is on the screen: the slide-in would only repeat it. */
function footerInSight(): boolean {
  const footer = document.querySelector('footer');
  return footer !== null && footer.getBoundingClientRect().top < window.innerHeight;
}

/**
 * Mounted once in the root: offers 'Join our family' by the rules of `newsletter-offer.ts` as the visitor scrolls,
 * fetching its CMS copy (none once the visitor has closed it or joined) only then. It needs JavaScript; without it
 * nothing slides over the page (the footer holds the same sign-up).
 */
export function NewsletterPopupHost({ signedIn }: { signedIn: boolean }) {
  const { pathname, key } = useLocation();
  const copy = useFetcher<NewsletterPopupAnswer>();
  const [open, setOpen] = useState(false);
  const offeredHere = !signedIn && isOfferedOn(pathname);
  const { load } = copy;

  // Any navigation closes it (joining comes back to the page with its answer).
  useEffect(() => {
    setOpen(false);
  }, [key]);

  useEffect(() => {
    if (!offeredHere) return;
    const onScroll = () => {
      const readFar = hasReadFarEnough({ scrollY: window.scrollY, viewportHeight: window.innerHeight, pageHeight: document.documentElement.scrollHeight });
      if (!readFar || footerInSight() || !takeOffer(sessionStorage)) return;
      window.removeEventListener('scroll', onScroll);
      setOpen(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The rule is where the reader is, not a scroll event: on a slow phone the page hydrates (and this host loads)
    // after the reader has scrolled, and a reader who stopped there never got the offer.
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [offeredHere, pathname]);

  useEffect(() => {
    if (open) load('/newsletter-popup');
  }, [open, load]);

  return open && copy.data?.popup ? (
    <Suspense fallback={null}>
      <NewsletterSlideIn copy={copy.data.popup} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
