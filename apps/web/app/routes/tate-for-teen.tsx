import { useLoaderData } from '@remix-run/react';
import { LinkButton } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchTeenPage } from '../cms/pages.server';
import { ExternalLink } from '../layout/ExternalLink';
import { TextPageView } from '../marketing/TextPageView';
import { safeLinkHref } from '../security/safe-link';

export async function loader() {
  return { page: await loadFromCms(() => fetchTeenPage(cms())) };
}

/** Tate for teens: educational sections, a video, a linked picture and the teen shop button. */
export default function TateForTeen() {
  const { page } = useLoaderData<typeof loader>();
  const shopUrl = safeLinkHref(page.shopUrl);
  return (
    <>
      <TextPageView page={page} fallbackHeading="Tate For Teens" ordered={false} />
      <section className="page" aria-label="Tate for teens in action">
        {page.videoUrl ? <video src={page.videoUrl} controls preload="metadata" className="page__video" /> : null}
        {page.linkedImage ? (
          <ExternalLink href={page.linkedImage.href}>
            <img src={page.linkedImage.url} alt={page.linkedImage.alt || 'Tate for teens'} />
          </ExternalLink>
        ) : null}
        {shopUrl ? (
          <LinkButton href={shopUrl} target="_blank" rel="noopener noreferrer" variant="primary">
            {page.shopLabel}
            <span className="tate-visually-hidden"> (opens in a new tab)</span>
          </LinkButton>
        ) : null}
      </section>
    </>
  );
}
