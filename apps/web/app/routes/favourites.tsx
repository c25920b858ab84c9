import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Button, EmptyState, PlainSelect } from '@tate/ui';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { listChildren, listFavourites } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { MeditationCard } from '../library/MeditationCard';
import { usePlayer } from '../library/use-player';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Favourites') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const children = await loadFromCms(() => listChildren(cms(), token));
  const childId = new URL(request.url).searchParams.get('childId');
  const child = children.find((candidate) => candidate.id === childId) ?? null;
  const favourites = child ? await loadFromCms(() => listFavourites(cms(), token, child.id)) : null;
  return {
    children: children.map(({ id, name }) => ({ id, name })),
    child: child ? { id: child.id, name: child.name } : null,
    favourites: favourites ?? [],
  };
}

/** A child's favourites; the child is chosen with a plain GET form, so it works without JavaScript. */
export default function Favourites() {
  const { children, child, favourites } = useLoaderData<typeof loader>();
  const player = usePlayer(child?.id ?? null);
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">Favourites</h1>
      <Form method="get" className="child-picker">
        <PlainSelect label="Child" name="childId" defaultValue={child?.id ?? ''}>
          <option value="">Select child</option>
          {children.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </PlainSelect>
        <Button type="submit" variant="secondary">
          Show favourites
        </Button>
      </Form>
      {!child ? (
        <EmptyState title="Please select a child" />
      ) : favourites.length === 0 ? (
        <EmptyState title={`No Favourites for ${child.name}!`} />
      ) : (
        <ul className="media-grid" aria-label={`${child.name}'s favourites`}>
          {favourites.map((media) => (
            <li key={media.id}>
              <MeditationCard meditation={media} loggedIn press="play" onPlay={player.play} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {player.modal}
    </section>
  );
}
