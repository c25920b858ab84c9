import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CAROUSEL_LAYOUTS, Carousel, EmptyState, LinkButton } from '@tate/ui';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import type { Meditation } from '../cms/meditation';
import { loadFromCms } from '../cms/load.server';
import { fetchChildProfile } from '../cms/profile.server';
import { MeditationCard, PLACEHOLDER_IMAGE } from '../library/MeditationCard';
import { usePlayer } from '../library/use-player';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.child.name ?? 'Child'}'s profile | Tate Web` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const childId = params.id ?? new URL(request.url).searchParams.get('childId');
  const profile = childId ? await loadFromCms(() => fetchChildProfile(cms(), token, childId)) : null;
  if (!profile) {
    throw await redirectWithToast('/account/details', { type: 'error', description: 'This child profile was not found' });
  }
  return profile;
}

/** One titled row of the child's meditations, or "No records found". */
function MediaRow({ heading, label, items, showProgress, onPlay }: {
  heading: string;
  label: string;
  items: Meditation[];
  showProgress: boolean;
  onPlay: (media: Meditation) => void;
}) {
  return (
    <div className="child-profile__list">
      <h2>{heading}</h2>
      {items.length === 0 ? (
        <EmptyState title="No records found" />
      ) : (
        <Carousel label={label} itemsPerView={CAROUSEL_LAYOUTS.library} slideBy="page" flow="scroll">
          {items.map((media) => (
            <MeditationCard
              key={media.id}
              meditation={media}
              loggedIn
              press="play"
              onPlay={onPlay}
              showProgress={showProgress}
              headingLevel={3}
            />
          ))}
        </Carousel>
      )}
    </div>
  );
}

export default function ChildProfile() {
  const { child, recentlyPlayed, suggested, statistics } = useLoaderData<typeof loader>();
  const player = usePlayer(child.id);
  return (
    <section className="page child-profile" aria-labelledby="page-heading">
      <div className="child-profile__header">
        <img src={child.imageUrl ?? PLACEHOLDER_IMAGE} alt="" className="child-profile__photo" width={120} height={120} />
        <div>
          <h1 id="page-heading">{child.name}</h1>
          <p>{child.age} years old</p>
          {child.theme.length > 0 ? <p>Loves: {child.theme.join(', ')}</p> : null}
          <LinkButton href={`/account/edit-child/${child.id}`} variant="secondary">
            Edit Profile
          </LinkButton>
        </div>
      </div>

      <section aria-labelledby="stats-heading" className="child-profile__stats">
        <h2 id="stats-heading">Statistics</h2>
        <dl>
          <div>
            <dt>Streak</dt>
            <dd>{statistics.streakDays} days</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{Math.round(statistics.totalMinutes)} minutes</dd>
          </div>
        </dl>
      </section>

      {/* The carousels are the landmarks (named like their headings), so these wrappers are plain blocks. */}
      <MediaRow heading="Recently Played" label="Recently played" items={recentlyPlayed} showProgress onPlay={player.play} />
      <MediaRow heading="Suggested Audios" label="Suggested audios" items={suggested} showProgress={false} onPlay={player.play} />
      {player.modal}
    </section>
  );
}
