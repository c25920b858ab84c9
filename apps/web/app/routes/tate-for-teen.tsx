import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { fetchTeenCategories, fetchTeenMedia } from '../cms/library.server';
import { loadFromCms } from '../cms/load.server';
import { fetchTeenPage } from '../cms/pages.server';
import { ExternalLink } from '../layout/ExternalLink';
import { TeenMediaList, type TeenList } from '../library/TeenMediaList';
import { usePlayer } from '../library/use-player';
import { TextPageView } from '../marketing/TextPageView';
import { ShopButton } from '../shop/ShopButton';
import { isLoggedIn } from '../session.server';
import { ResponsiveImage } from '@tate/ui';

/** The page copy and the teen categories arrive first; each category's meditations stream in on their own. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [page, categories] = await Promise.all([
    loadFromCms(() => fetchTeenPage(cms())),
    loadFromCms(() => fetchTeenCategories(cms())),
  ]);
  const lists: TeenList[] = categories.map((category) => ({ ...category, items: fetchTeenMedia(cms(), category.id) }));
  return { page, lists, loggedIn: await isLoggedIn(request) };
}

/** Tate for teens: educational sections, the teen meditations (cards play), a video, a linked picture and the teen shop button. */
export default function TateForTeen() {
  const { page, lists, loggedIn } = useLoaderData<typeof loader>();
  const player = usePlayer(null);
  return (
    <>
      <TextPageView page={page} fallbackHeading="Tate For Teens" ordered={false} />
      <section className="page" aria-label="Tate for teens in action">
        {page.videoUrl ? <video src={page.videoUrl} controls preload="metadata" className="page__video" /> : null}
        {page.linkedImage ? (
          <ExternalLink href={page.linkedImage.href}>
            <ResponsiveImage image={page.linkedImage} sizes="(min-width: 960px) 960px, 100vw" />
          </ExternalLink>
        ) : null}
        <ShopButton href={page.shopUrl} label={page.shopLabel} />
      </section>
      <section className="page" aria-labelledby="teen-media-heading">
        <h2 id="teen-media-heading">Teen meditations</h2>
        <TeenMediaList lists={lists} loggedIn={loggedIn} onPlay={player.play} />
      </section>
      {player.modal}
    </>
  );
}
