import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LinkButton } from '@tate/ui';
import { MeditationCard } from '../library/MeditationCard';
import { transcriptPath } from '../library/player-file-url';
import { usePlayer } from '../library/use-player';
import { loadSample } from '../marketing/sample.server';
import sampleStyles from '../marketing/sample.css?url';
import { isLoggedIn } from '../session.server';
import { pageTitle } from '../seo/page-title';
import { PageSection } from '../layout/PageSection';

export const meta: MetaFunction = () => [{ title: pageTitle('Sample') }];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sampleStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const [sample, loggedIn] = await Promise.all([loadSample(), isLoggedIn(request)]);
  return { ...sample, loggedIn };
}

/**
 * A taste of Tate: one of the free stories to play here (with the words read along in the player; without JavaScript
 * the card opens the file), its first lines on the page, what members get, and the way to join through /subscribe.
 */
export default function Sample() {
  const { meditation, firstLines, othersCount, loggedIn } = useLoaderData<typeof loader>();
  const player = usePlayer(null);
  return (
    <section className="page sample-page" aria-labelledby="page-heading">
      <h1 id="page-heading">A sample of Tate</h1>
      <p className="page-intro">
        Tate is a soft, sleepy puppy who breathes slowly with your child and tells stories that help busy bodies and
        minds feel calm. Press play and listen together, and press Read along to see each line as Tate says it.
      </p>
      {meditation ? (
        <div className="sample-page__story">
          <MeditationCard meditation={meditation} loggedIn={loggedIn} press="link" onPlay={player.play} headingLevel={2} />
          {firstLines.length > 0 ? (
            <PageSection headingId="sample-words-heading" heading="How it begins" className="surface-card sample-page__words">
              <ol className="sample-page__lines">
                {firstLines.map((line, index) => (
                  <li key={`${index}-${line.at}`}>
                    <span className="sample-page__at">{line.at}</span> {line.text}
                  </li>
                ))}
              </ol>
              <a href={transcriptPath(meditation.id)}>Read all the words of {meditation.title}</a>
            </PageSection>
          ) : null}
        </div>
      ) : null}
      <PageSection headingId="members-heading" heading="What members get" className="sample-page__members">
        <ul>
          <li>The whole library: new stories, breathing games and sleepy songs every week.</li>
          <li>Favourites for each child, and every story picked up where it was left.</li>
          <li>A bedtime routine that winds down with your child, on the plush Tate too.</li>
        </ul>
        <div className="sample-page__actions">
          <LinkButton href="/subscribe" variant="primary">
            Sign up
          </LinkButton>
          {othersCount > 0 ? <a href="/freeaudio">Try {othersCount} more free meditations</a> : null}
        </div>
      </PageSection>
      {player.modal}
    </section>
  );
}
