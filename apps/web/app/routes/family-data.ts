import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { openFamilyData } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { redirectWithToast } from '../toast/toast.server';

const PASSED_ON = ['Content-Type', 'Content-Disposition'] as const;

/**
 * "Download my family's data" (a plain link on the account page, so it works without JavaScript): the CMS's ZIP,
 * streamed through as it is written. A refusal (too many downloads in an hour) goes back to the account page with
 * its message.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const download = await loadFromCms(() => openFamilyData(cms(), token));
  if ('refusal' in download) {
    throw await redirectWithToast('/account/details', { type: 'error', description: download.refusal.message });
  }
  const headers = new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE });
  for (const name of PASSED_ON) {
    const value = download.zip.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(download.zip.body, { status: 200, headers });
}
