import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { CAPTIONED_PAGES, fetchPageCaptionsFile } from '../cms/pages.server';

const FILE_TIMEOUT_MS = 8000;

/**
 * `/page-captions/{page}`: the captions file of the welcome guide's or the teen page's video, from the page's own
 * origin (a `<track>` from another origin is not read), as public as the page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const page = z.enum(CAPTIONED_PAGES).safeParse(params.page);
  if (!page.success) throw new Response('Not found', { status: 404 });
  const file = await loadFromCms(() => fetchPageCaptionsFile(cms(), page.data));
  const answer = file ? await fetch(file, { signal: AbortSignal.timeout(FILE_TIMEOUT_MS) }).catch(() => null) : null;
  if (!answer?.ok) throw new Response('Not found', { status: 404 });
  return new Response(await answer.text(), {
    headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
