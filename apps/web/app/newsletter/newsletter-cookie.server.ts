import { createCookie } from '@remix-run/node';
import type { CmsClient } from '../cms/client.server';
import { fetchNewsletterPopup, type NewsletterPopup } from '../cms/shop-pages.server';
import { cookieOptions } from '../session/cookie-options.server';

/** Remembers for a year that the visitor closed the newsletter pop-up or joined the mailing list. */
export const newsletterCookie = createCookie('tate_newsletter', cookieOptions({ maxAge: 60 * 60 * 24 * 365 }));

export type NewsletterChoice = 'closed' | 'joined';

export async function newsletterChoiceCookie(choice: NewsletterChoice): Promise<string> {
  return newsletterCookie.serialize(choice);
}

/** Whether the visitor has closed the pop-up or joined the mailing list. */
export async function hasAnsweredNewsletter(request: { headers: Pick<Headers, 'get'> }): Promise<boolean> {
  const choice: unknown = await newsletterCookie.parse(request.headers.get('Cookie'));
  return choice === 'closed' || choice === 'joined';
}

/** The pop-up's CMS copy for a visitor who has neither joined nor closed it yet; otherwise null. */
export async function newsletterPopupFor(request: Request, cms: CmsClient): Promise<NewsletterPopup | null> {
  return (await hasAnsweredNewsletter(request)) ? null : fetchNewsletterPopup(cms);
}
