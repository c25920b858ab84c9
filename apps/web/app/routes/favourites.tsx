import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigate } from '@remix-run/react';
import { Button, EmptyState, LinkButton, PlainSelect, Select, useIsHydrated } from '@tate/ui';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { listChildren, listFavourites } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { MeditationCard } from '../library/MeditationCard';
import { usePlayer } from '../library/use-player';
import { pageTitle } from '../seo/page-title';
import { AddChildButton } from '../account/AddChildButton';

export const meta: MetaFunction = () => [{ title: pageTitle('Favourites') }];

/** The child whose favourites show: the one asked for, else the first (the page opens on a child, never on a blank). */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const children = await loadFromCms(() => listChildren(cms(), token));
  const childId = new URL(request.url).searchParams.get('childId');
  const child = children.find((candidate) => candidate.id === childId) ?? children[0] ?? null;
  const favourites = child ? await loadFromCms(() => listFavourites(cms(), token, child.id)) : null;
  return {
    children: children.map(({ id, name }) => ({ id, name })),
    child: child ? { id: child.id, name: child.name } : null,
    favourites: favourites ?? [],
  };
}

type Choices = { children: { id: string; name: string }[]; child: { id: string; name: string } | null };

/**
 * The child picker, like the library's: the kit's select, opened on the shown child, and choosing another shows theirs
 * at once. Until the page is interactive (and without JavaScript) it is a plain GET form: the native select and a Show
 * button.
 */
function ChildPicker({ children, child }: Choices) {
  const hydrated = useIsHydrated();
  const navigate = useNavigate();
  if (hydrated) {
    return (
      <div className="child-picker">
        <Select
          label="Child"
          options={children.map((option) => ({ value: option.id, label: option.name }))}
          selectedKey={child?.id ?? null}
          onSelectionChange={(key) => {
            if (key !== null) navigate(`/favourites?childId=${encodeURIComponent(String(key))}`, { replace: true, preventScrollReset: true });
          }}
          className="child-picker__select"
        />
      </div>
    );
  }
  return (
    <Form method="get" className="child-picker">
      <PlainSelect label="Child" name="childId" defaultValue={child?.id ?? ''} className="child-picker__select">
        {children.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </PlainSelect>
      <Button type="submit" variant="secondary" className="child-picker__show">
        Show
      </Button>
    </Form>
  );
}

/** A child's favourites. */
export default function Favourites() {
  const { children, child, favourites } = useLoaderData<typeof loader>();
  const player = usePlayer(child?.id ?? null);
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">Favourites</h1>
      {!child ? (
        <EmptyState
          title="Please select a child"
          description="Favourites are kept for each child: add your child first, then press the heart in the player."
          action={<AddChildButton />}
        />
      ) : (
        <>
          <ChildPicker children={children} child={child} />
          {favourites.length === 0 ? (
            <EmptyState
              title={`No Favourites for ${child.name}!`}
              description="Press the heart while a story plays to keep it here."
              action={
                <LinkButton href={`/library/${child.id}`} variant="primary">
                  Open {child.name}'s library
                </LinkButton>
              }
            />
          ) : (
            <ul className="media-grid" aria-label={`${child.name}'s favourites`}>
              {favourites.map((media) => (
                <li key={media.id}>
                  <MeditationCard meditation={media} loggedIn press="play" onPlay={player.play} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {player.modal}
    </section>
  );
}
