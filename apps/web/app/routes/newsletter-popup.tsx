import type { LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { newsletterChoiceCookie, newsletterPopupFor } from '../newsletter/newsletter-cookie.server';
import type { NewsletterPopupAnswer } from '../newsletter/NewsletterPopupHost';

/**
 * The pop-up's copy when it is offered (NewsletterPopupHost): null once the visitor has joined or closed it lately.
 * The host asks for it with a fetch; a browser that opens the address itself (Fetch Metadata says `document`) is
 * sent to the home page, where the pop-up belongs, instead of reading raw JSON.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (request.headers.get('sec-fetch-dest') === 'document') throw redirect('/home');
  const popup = await loadFromCms(() => newsletterPopupFor(request, cms()));
  return data<NewsletterPopupAnswer>({ popup }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Closing the newsletter pop-up: remembered for 24 hours. */
export async function action() {
  return data({ closed: true }, { headers: { 'Set-Cookie': await newsletterChoiceCookie('closed') } });
}
