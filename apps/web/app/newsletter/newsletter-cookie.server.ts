import { createCookie } from '@remix-run/node';
import type { CmsClient } from '../cms/client.server';
import { fetchNewsletterPopup, type NewsletterPopup } from '../cms/shop-pages.server';
import { cookieOptions } from '../session/cookie-options.server';

/** Remembers that the visitor joined the mailing list (a year) or closed the newsletter pop-up (24 hours, spec section 9). */
export const newsletterCookie = createCookie('tate_newsletter', cookieOptions({ maxAge: 60 * 60 * 24 * 365 }));

export type NewsletterChoice = 'closed' | 'joined';

const CLOSED_FOR_SECONDS = 60 * 60 * 24;

export async function newsletterChoiceCookie(choice: NewsletterChoice): Promise<string> {
  return newsletterCookie.serialize(choice, choice === 'closed' ? { maxAge: CLOSED_FOR_SECONDS } : undefined);
}

/** Whether the visitor has closed the pop-up or joined the mailing list. */
export async function hasAnsweredNewsletter(request: { headers: Pick<Headers, 'get'> }): Promise<boolean> {
  const choice: unknown = await newsletterCookie.parse(request.headers.get('Cookie'));
  return choice === 'closed' || choice === 'joined';
}

/** The pop-up's CMS copy for a visitor who has neither joined nor closed it lately; otherwise null. */
export async function newsletterPopupFor(request: Request, cms: CmsClient): Promise<NewsletterPopup | null> {
  return (await hasAnsweredNewsletter(request)) ? null : fetchNewsletterPopup(cms);
}
