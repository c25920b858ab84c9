import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatClock, LinkButton } from '@tate/ui';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPlayable } from '../cms/player.server';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { getCmsToken } from '../session.server';
import { siteOrigin } from '../http/site-url.server';
import { transcriptPath } from '../library/player-file-url';
import { oembedUrl } from '../partners/oembed.server';
import { pageTitle } from '../seo/page-title';


/**
 * `/transcript/{mediaId}`: the words of one meditation as a plain page, whole in the HTML, for a parent who wants to
 * know what their child will hear, a child who cannot hear it, a screen reader and a search engine. A paid
 * meditation's words follow its media's rule: only a member may read them.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const mediaId = z.string().min(1).max(64).safeParse(params.mediaId);
  if (!mediaId.success) throw data({ message: 'This meditation was not found' }, { status: 404 });
  const token = await getCmsToken(request);
  const { media } = await loadFromCms(() => fetchPlayable(cms(), token, mediaId.data));
  if (!media) throw data({ message: 'This meditation was not found' }, { status: 404 });
  const locked = media.isPaid && !media.src;
  return data(
    {
      title: media.title,
      description: media.description,
      durationMinutes: media.durationMinutes,
      ages: media.ageRanges ?? [],
      kind: media.kind,
      locked,
      loggedIn: token !== null,
      // Each line with the time it is said, as a parent reads it ("1:05"), formatted here so the page's script has no clock code.
      lines: (media.transcript?.cues ?? []).map((cue) => ({ at: formatClock(cue.start), text: cue.text })),
      language: media.transcript?.language ?? 'en',
      // oEmbed discovery: a partner's CMS given this page's address finds the iframe player (routes/oembed.ts).
      oembed: oembedUrl(siteOrigin(request), `${siteOrigin(request)}${transcriptPath(mediaId.data)}`),
    },
    // Free words are the same for everyone; a paid meditation's depend on who asks.
    { headers: media.isPaid ? { 'Cache-Control': PRIVATE_PAGE_CACHE } : undefined },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: pageTitle(`${page.title}: the words`) },
        { name: 'description', content: page.description || `The words Tate says in ${page.title}.` },
        { tagName: 'link', rel: 'alternate', type: 'application/json+oembed', href: page.oembed, title: page.title },
      ]
    : [{ title: pageTitle('Transcript') }];

/** The words Tate says, line by line, each with the time it is said. */
export default function TranscriptPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <article className="page transcript-page" aria-labelledby="page-heading">
      <p className="transcript-page__eyebrow">The words Tate says</p>
      <h1 id="page-heading">{page.title}</h1>
      <p className="transcript-page__facts">
        {page.kind === 'video' ? 'Video' : 'Audio'} · {page.durationMinutes} min
        {page.ages.length > 0 ? ` · For ages ${page.ages.join(', ')}` : ''}
      </p>
      {page.description ? <p className="transcript-page__description">{page.description}</p> : null}
      {page.locked ? (
        <div className="transcript-page__members">
          <p>The words of this meditation are for members, like the meditation itself.</p>
          <LinkButton href={page.loggedIn ? '/subscribe' : '/login'} variant="primary">
            {page.loggedIn ? 'Become a member' : 'Log in to read'}
          </LinkButton>
        </div>
      ) : page.lines.length === 0 ? (
        <p className="transcript-page__none">Tate&rsquo;s words for this meditation are not written down yet.</p>
      ) : (
        <ol className="transcript-page__lines" lang={page.language}>
          {page.lines.map((line, index) => (
            <li key={`${index}-${line.at}`}>
              <time className="transcript-page__time" aria-hidden="true">
                {line.at}
              </time>
              <span>{line.text}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="transcript-page__back">
        <a href="/library">Back to the library</a>
      </p>
    </article>
  );
}
