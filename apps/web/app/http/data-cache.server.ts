import type { HandleDataRequestFunction } from '@remix-run/node';
import { isLoggedIn } from '../session.server';
import { PRIVATE_PAGE_CACHE } from './page-cache';

/**
 * A data request's answer (`.data`: the loaders' data on a client-side navigation or a fetcher) to a signed-in parent
 * holds their family's data, so no cache may keep it. Their pages are marked private by the root loader, but a data
 * request runs only the loaders that must run again, most often without the root, and Remix keeps only the headers a
 * route's `headers` export passes on.
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (await isLoggedIn(request)) response.headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
  return response;
};
