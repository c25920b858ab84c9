import type { LoaderFunctionArgs } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { newsletterChoiceCookie, newsletterPopupFor } from '../newsletter/newsletter-cookie.server';
import { isOfferedOn } from '../newsletter/newsletter-offer';
import type { NewsletterPopupAnswer } from '../newsletter/NewsletterPopupHost';

/** Where the slide-in belongs for a browser that opened its address: the page it came from when that page offers it, else About. */
function pageItBelongsTo(request: Request): string {
  const referer = request.headers.get('referer');
  const from = referer && URL.canParse(referer) ? new URL(referer) : null;
  const sameSite = from !== null && from.origin === new URL(request.url).origin;
  return sameSite && isOfferedOn(from.pathname) ? from.pathname : '/about';
}

/**
 * The slide-in's copy when it is offered (NewsletterPopupHost): null once the visitor has joined or closed it lately.
 * The host asks for it with a fetch; a browser that opens the address itself (Fetch Metadata says `document`) is
 * sent to the page it belongs to instead of reading raw JSON.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (request.headers.get('sec-fetch-dest') === 'document') throw redirect(pageItBelongsTo(request));
  const popup = await loadFromCms(() => newsletterPopupFor(request, cms()));
  return data<NewsletterPopupAnswer>({ popup }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Closing the newsletter slide-in: remembered for 24 hours. */
export async function action() {
  return data({ closed: true }, { headers: { 'Set-Cookie': await newsletterChoiceCookie('closed') } });
}
