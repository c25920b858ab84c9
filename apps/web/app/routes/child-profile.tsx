import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import type { ReactNode } from 'react';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Avatar, CAROUSEL_LAYOUTS, CalendarIcon, Carousel, EmptyState, LinkButton, PlayIcon } from '@tate/ui';
import { BedtimeCard } from '../bedtime/settings/BedtimeCard';
import bedtimeCardStyles from '../bedtime/settings/bedtime-settings.css?url';
import { requireParent } from '../account/guard.server';
import { giveDeviceAction } from '../child-mode/child-mode.server';
import childModeStyles from '../child-mode/child-mode.css?url';
import { GiveDevice } from '../child-mode/GiveDevice';
import { getBedtime } from '../cms/bedtime.server';
import { cms } from '../cms/cms.server';
import type { Meditation } from '../cms/meditation';
import { loadFromCms } from '../cms/load.server';
import { fetchGateAsks } from '../cms/parent-gate.server';
import { fetchChildProfile } from '../cms/profile.server';
import { MeditationCard } from '../library/MeditationCard';
import { usePlayer } from '../library/use-player';
import { DEFAULT_SITE_LOCALE } from '../locale/site-locale';
import type { loader as rootLoader } from '../root';
import { redirectWithToast } from '../toast/toast.server';
import { pageTitle } from '../seo/page-title';
import { PageSection } from '../layout/PageSection';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle(`${page?.child.name ?? 'Child'}'s profile`) },
];

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: bedtimeCardStyles },
  { rel: 'stylesheet', href: childModeStyles },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const childId = params.id ?? new URL(request.url).searchParams.get('childId');
  const [profile, bedtime, gateAsks] = childId
    ? await loadFromCms(() =>
        Promise.all([fetchChildProfile(cms(), token, childId), getBedtime(cms(), token, childId), fetchGateAsks(cms(), token)]),
      )
    : [null, null, null];
  if (!profile || !gateAsks) {
    throw await redirectWithToast('/account/details', { type: 'error', description: 'This child profile was not found' });
  }
  return { ...profile, bedtime, gateAsks };
}

/** "Give this device to …" (child mode). */
export async function action({ request }: ActionFunctionArgs) {
  return giveDeviceAction(request);
}

/** One titled row of the child's meditations, or `empty` when there are none. */
function MediaRow({ heading, headingId, label, items, showProgress, onPlay, empty }: {
  heading: string;
  headingId?: string;
  label: string;
  items: Meditation[];
  showProgress: boolean;
  onPlay: (media: Meditation) => void;
  empty: ReactNode;
}) {
  return (
    <div className="child-profile__list">
      <h2 id={headingId}>{heading}</h2>
      {items.length === 0 ? (
        empty
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

/** One statistic as a tile: a drawing, a big number and a short label. */
function StatTile({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <div className="child-profile__tile">
      <dt>{label}</dt>
      <dd>{value}</dd>
      {icon}
    </div>
  );
}

export default function ChildProfile() {
  const { child, recentlyPlayed, suggested, statistics, bedtime, gateAsks } = useLoaderData<typeof loader>();
  const given = useActionData<typeof action>();
  const locale = useRouteLoaderData<typeof rootLoader>('root')?.settings.locale ?? DEFAULT_SITE_LOCALE;
  const player = usePlayer(child.id);
  const streakDays = statistics.streakDays;
  const totalMinutes = Math.round(statistics.totalMinutes);
  const nothingPlayed = (
    <EmptyState
      className="child-profile__suggestion"
      title={suggested.length > 0 ? 'Nothing played yet — try one of these' : 'Nothing played yet'}
      description={`When ${child.name} listens to a meditation, it shows up here.`}
      action={
        <LinkButton href={suggested.length > 0 ? '#suggested-heading' : `/library/${child.id}`} variant="primary">
          {suggested.length > 0 ? 'See the suggestions' : 'Open the library'}
        </LinkButton>
      }
    />
  );
  return (
    <section className="page child-profile" aria-labelledby="page-heading">
      <div className="child-profile__header">
        <Avatar name={child.name} src={child.imageUrl} size="lg" />
        <div>
          <h1 id="page-heading">{child.name}</h1>
          <p>{child.age} years old</p>
          {child.theme.length > 0 ? <p>Loves: {child.theme.join(', ')}</p> : null}
          <LinkButton href={`/account/edit-child/${child.id}`} variant="secondary">
            Edit profile
          </LinkButton>
        </div>
      </div>

      <PageSection headingId="stats-heading" heading="Statistics" className="child-profile__stats">
        <dl className="child-profile__tiles">
          <StatTile
            icon={<CalendarIcon className="child-profile__tile-icon" />}
            value={streakDays}
            label={streakDays === 1 ? 'day in a row' : 'days in a row'}
          />
          <StatTile
            icon={<PlayIcon className="child-profile__tile-icon" />}
            value={totalMinutes}
            label={totalMinutes === 1 ? 'minute of calm' : 'minutes of calm'}
          />
        </dl>
      </PageSection>

      {bedtime ? <BedtimeCard bedtime={bedtime} childId={child.id} childName={child.name} locale={locale} /> : null}
      <GiveDevice childId={child.id} childName={child.name} asks={gateAsks} answer={given} />

      {/* The carousels are the landmarks (named like their headings), so these wrappers are plain blocks. */}
      <MediaRow
        heading="Recently Played"
        label="Recently played"
        items={recentlyPlayed}
        showProgress
        onPlay={player.play}
        empty={nothingPlayed}
      />
      <MediaRow
        heading="Suggested Audios"
        headingId="suggested-heading"
        label="Suggested audios"
        items={suggested}
        showProgress={false}
        onPlay={player.play}
        empty={
          <EmptyState
            title="No suggestions yet"
            action={<LinkButton href={`/library/${child.id}`} variant="secondary">Open the library</LinkButton>}
          />
        }
      />
      {player.modal}
    </section>
  );
}
