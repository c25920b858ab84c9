import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { VideoPlayer } from '@tate/player-sdk/react/video-player';
import { ResponsiveImage } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { fetchTeenCategories, fetchTeenMedia } from '../cms/library.server';
import { loadFromCms } from '../cms/load.server';
import { fetchTeenPage } from '../cms/pages.server';
import { ExternalLink } from '../layout/ExternalLink';
import { TeenMediaList, teenAnchor, teenSectionHref, type TeenList } from '../library/TeenMediaList';
import { usePlayer } from '../library/use-player';
import { TextPageView } from '../marketing/TextPageView';
import { ShopButton } from '../shop/ShopButton';
import { isLoggedIn } from '../session.server';
import pageStyles from '../library/video-pages.css?url';
import { videoPlayerStyles } from '../library/video-player-styles';
import { pageTitle } from '../seo/page-title';
import { PageSection } from '../layout/PageSection';

export const links: LinksFunction = () => [
  ...videoPlayerStyles,
  { rel: 'stylesheet', href: pageStyles },
];

/** The page copy and the teen categories arrive first; each category's meditations stream in on their own. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [page, categories] = await Promise.all([
    loadFromCms(() => fetchTeenPage(cms())),
    loadFromCms(() => fetchTeenCategories(cms())),
  ]);
  const lists: TeenList[] = categories.map((category) => ({
    ...category,
    anchor: teenAnchor(category.name),
    content: fetchTeenMedia(cms(), category.id),
  }));
  const imageHref = page.linkedImage ? teenSectionHref(page.linkedImage.href, lists) : null;
  return { page, lists, imageHref, loggedIn: await isLoggedIn(request) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.page.heading ?? 'Tate for teens') }];

/**
 * Tate for teens: the brain facts as cards, the video beside the linked picture with the teen shop button under them,
 * then the teen meditations (a video card leads to its video page, the others play).
 */
export default function TateForTeen() {
  const { page, lists, imageHref, loggedIn } = useLoaderData<typeof loader>();
  const player = usePlayer(null);
  const image = page.linkedImage ? <ResponsiveImage image={page.linkedImage} sizes="(min-width: 960px) 560px, 100vw" /> : null;
  return (
    <div className="teen-page">
      <TextPageView page={page} fallbackHeading="Tate for teens" ordered={false} />
      <section className="page teen-page__showcase" aria-label="Tate for teens in action">
        <div className="teen-page__media">
          {page.video ? (
            <div className="teen-page__frame">
              <VideoPlayer
                media={{ src: page.video.url, title: page.heading || 'Tate for teens', artwork: page.video.poster ?? undefined, type: 'video/mp4' }}
                captions={page.video.captions ? { src: page.video.captions, language: 'en', label: 'English' } : undefined}
              />
            </div>
          ) : null}
          {page.linkedImage ? (
            imageHref ? (
              <a href={imageHref} className="teen-page__frame teen-page__picture">
                {image}
              </a>
            ) : (
              <ExternalLink href={page.linkedImage.href} className="teen-page__frame teen-page__picture">
                {image}
              </ExternalLink>
            )
          ) : null}
        </div>
        <div className="teen-page__cta">
          <ShopButton href={page.shopUrl} label={page.shopLabel} />
        </div>
      </section>
      <PageSection headingId="teen-media-heading" heading="Teen meditations" className="page teen-page__meditations">
        <TeenMediaList lists={lists} loggedIn={loggedIn} onPlay={player.play} />
      </PageSection>
      {player.modal}
    </div>
  );
}
