import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EmptyState } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { fetchFreeMeditations } from '../cms/library.server';
import { loadFromCms } from '../cms/load.server';
import { MediaGrid } from '../library/MediaGrid';
import { usePlayer } from '../library/use-player';
import { isLoggedIn } from '../session.server';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Free audio') }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { meditations: await loadFromCms(() => fetchFreeMeditations(cms())), loggedIn: await isLoggedIn(request) };
}

/** The free meditations: every card plays for everyone, from the start. */
export default function FreeAudio() {
  const { meditations, loggedIn } = useLoaderData<typeof loader>();
  const player = usePlayer(null);
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">Free audio</h1>
      <p>Meditations from Tate for everyone to enjoy: press a card to listen together.</p>
      {meditations.length === 0 ? (
        <EmptyState title="No records found" />
      ) : (
        <MediaGrid label="Free meditations" items={meditations} loggedIn={loggedIn} headingLevel={2} onPlay={player.play} />
      )}
      {player.modal}
    </section>
  );
}
