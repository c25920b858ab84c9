import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { newsletterChoiceCookie, newsletterPopupFor } from '../newsletter/newsletter-cookie.server';
import type { NewsletterPopupAnswer } from '../newsletter/NewsletterPopupHost';

/** The pop-up's copy when it is offered (NewsletterPopupHost): null once the visitor has joined or closed it lately. */
export async function loader({ request }: LoaderFunctionArgs) {
  const popup = await loadFromCms(() => newsletterPopupFor(request, cms()));
  return data<NewsletterPopupAnswer>({ popup }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Closing the newsletter pop-up: remembered for 24 hours. */
export async function action() {
  return data({ closed: true }, { headers: { 'Set-Cookie': await newsletterChoiceCookie('closed') } });
}
