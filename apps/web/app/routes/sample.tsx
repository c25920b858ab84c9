import type { MetaFunction } from '@remix-run/node';
import { LinkButton } from '@tate/ui';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Sample') }];

/** A taste of Tate with the way to join: a Sign up button to /subscribe. */
export default function Sample() {
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">A sample of Tate</h1>
      <p>
        Tate is a soft, sleepy puppy who breathes slowly with your child and tells stories that help busy bodies and
        minds feel calm. Each meditation is a few gentle minutes: a story, a breathing game or a sleepy song.
      </p>
      <p>
        Members hear the whole library, save favourites for each child and pick up every story where it was left. Free
        meditations are always there to try on the <a href="/freeaudio">Free audio</a> page.
      </p>
      <LinkButton href="/subscribe" variant="primary">
        Sign up
      </LinkButton>
    </section>
  );
}
