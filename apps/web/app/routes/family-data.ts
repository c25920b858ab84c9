import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { attachmentFileName, downloadCookie, familyDataRefusedPath, familyDataSchema } from '../privacy/family-data';
import { cookieOptions } from '../session/cookie-options.server';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { openFamilyData } from '../cms/privacy.server';
import { loadFromCms } from '../cms/load.server';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { redirectWithToast } from '../toast/toast.server';

const PASSED_ON = ['Content-Type', 'Content-Disposition'] as const;

/** The download is a POST with the parent's password: a link here (an old bookmark, another site) gets the account page. */
export function loader() {
  return redirect('/account/details');
}

/**
 * "Download your family's data" (a form on the account page, posted as a document so the browser saves the answer,
 * with or without JavaScript): the parent's password, asked again, goes to the CMS, whose ZIP is streamed through as
 * it is written. A missing or wrong password goes back to the form with its message; another refusal (too many
 * downloads in an hour) to the account page with the CMS's.
 */
export async function action({ request }: ActionFunctionArgs) {
  const token = await requireParent(request);
  const submission = parseWithZod(await request.formData(), { schema: familyDataSchema });
  if (submission.status !== 'success') return redirect(familyDataRefusedPath('password-required'));
  const { password } = submission.value;
  const download = await loadFromCms(() => openFamilyData(cms(), token, password));
  if ('refusal' in download) {
    if (download.refusal.code === 400) return redirect(familyDataRefusedPath('password-wrong'));
    return redirectWithToast('/account/details', { type: 'error', description: download.refusal.message });
  }
  const headers = new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE });
  for (const name of PASSED_ON) {
    const value = download.zip.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The account page stays open while the browser saves the file: this cookie lets it name the file (FamilyDataForm).
  const fileName = attachmentFileName(headers.get('Content-Disposition'));
  if (fileName) headers.append('Set-Cookie', downloadCookie(fileName, { secure: cookieOptions().secure }));
  return new Response(download.zip.body, { status: 200, headers });
}
