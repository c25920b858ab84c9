import { matchPath } from '@remix-run/react';

/** Headings of the public pages whose content arrives in later issues, keyed by route path. */
export const publicPages: Record<string, string> = {
  '/subscription': 'Become a Member',
  '/thank-you': 'Thank You! For subscription',
  '/retail': 'Retail',
  '/freeaudio': 'Free Audio',
  '/about': 'About Us',
  '/contact': 'Contact Us',
  '/termscondtion': 'Terms and Conditions',
  '/welcome': 'Welcome',
  '/welcome-details': 'Welcome',
  '/sample': 'Sample',
  '/howitworks': 'How It Works',
  '/subscribe': 'Subscribe',
  '/faq': 'Frequently Asked Questions',
  '/tate': "Tate's Voice",
  '/payment': 'Payment',
  '/subscription-renewal': 'Renew Your Subscription',
  '/tate-for-teen': 'Tate For Teens',
};

/** The heading of the first page in `pages` whose route path matches `pathname`. */
export function pageTitleFor(pages: Record<string, string>, pathname: string): string | null {
  for (const [pattern, title] of Object.entries(pages)) {
    if (matchPath(pattern, pathname)) return title;
  }
  return null;
}
