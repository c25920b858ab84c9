import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { VideoPlayer } from '@tate/player-sdk/react';
import { Button, EmptyState, HeartIcon, IconButton, LinkButton } from '@tate/ui';
import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { listChildren } from '../cms/family.server';
import { loadFromCms } from '../cms/load.server';
import { fetchVideoDetail } from '../cms/video.server';
import { ChildMenu } from '../library/ChildMenu';
import { LibraryErrorBoundary } from '../library/LibraryErrorBoundary';
import { playerFileUrl } from '../library/downloads';
import { useFavouriteFetcher } from '../library/use-favourite-fetcher';
import { videoDetailsPath } from '../library/card-link';
import { videoPositionAdapter } from '../library/video-position-adapter';
import pageStyles from '../library/video-pages.css?url';
import { videoPlayerStyles } from '../library/video-player-styles';

const idSchema = z.string().trim().min(1).max(64);

export const links: LinksFunction = () => [
  ...videoPlayerStyles,
  { rel: 'stylesheet', href: pageStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => [
  { title: error ? 'Not found | Tate Web' : `${loaded?.detail.subCategory.name ?? 'Video Details'} | Tate Web` },
];

export const ErrorBoundary = LibraryErrorBoundary;

/** `/library/videodetails/{catid}/{subcatid}`: a missing pair, or a sub-category of another category, is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  const categoryId = idSchema.safeParse(params.catid);
  const subCategoryId = idSchema.safeParse(params.subcatid);
  const detail =
    categoryId.success && subCategoryId.success
      ? await loadFromCms(() => fetchVideoDetail(cms(), token, categoryId.data, subCategoryId.data))
      : null;
  if (!detail) throw data({ message: 'This video was not found' }, { status: 404 });
  const children = await loadFromCms(() => listChildren(cms(), token));
  return { detail, children: children.map(({ id, name }) => ({ id, name })) };
}

/** Starts the video once the player has moved to the chosen child's saved place (the SDK seeks 500 ms after the choice). */
function playAfterRestore(video: HTMLVideoElement | null | undefined) {
  video?.addEventListener('seeked', () => void video.play().catch(() => undefined), { once: true });
}

/**
 * A video sub-category: its titles, the video.js player, and a panel where Play opens the child list (the video
 * carries on from that child's saved place) and the heart adds the video to a child's favourites.
 */
export default function VideoDetails() {
  const { detail, children } = useLoaderData<typeof loader>();
  const { categoryId, subCategories, subCategory, video } = detail;
  const [childId, setChildId] = useState<string | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const adapter = useMemo(() => videoPositionAdapter(categoryId), [categoryId]);
  const { toggle } = useFavouriteFetcher();
  const childName = children.find((child) => child.id === childId)?.name;

  const watchAs = (child: string) => {
    const element = stageRef.current?.querySelector('video');
    if (child === childId) {
      void element?.play().catch(() => undefined);
      return;
    }
    playAfterRestore(element);
    setChildId(child);
  };

  return (
    <section className="page video-details" aria-labelledby="page-heading">
      <Link to="/library" className="video-details__back">
        <span aria-hidden="true">←</span> Meditations Library
      </Link>
      <header className="video-details__header">
        <h1 id="page-heading">{subCategory.name}</h1>
        {subCategory.description ? <p>{subCategory.description}</p> : null}
      </header>
      {!video ? (
        <EmptyState title="No records found" />
      ) : (
        <div className="video-details__layout">
          <div className="video-details__stage" ref={stageRef}>
            <VideoPlayer
              key={video.id}
              media={{ id: subCategory.id, src: playerFileUrl(video.id), title: video.title, artwork: video.imageUrl ?? undefined, type: video.type ?? undefined }}
              adapter={adapter}
              childId={childId ?? undefined}
            />
          </div>
          <div className="video-details__panel">
            <h2>{video.title}</h2>
            {video.description ? <p>{video.description}</p> : null}
            {children.length === 0 ? (
              <>
                <p>Create your child’s profile to save where they stopped watching.</p>
                <LinkButton href="/account/create-child" variant="secondary">
                  Create child profile
                </LinkButton>
              </>
            ) : (
              <>
                <p className="video-details__hint">
                  {childName
                    ? `Watching as ${childName}: pausing saves ${childName}’s place.`
                    : 'Choose who is watching: the video carries on where they stopped.'}
                </p>
                <div className="video-details__actions">
                  <ChildMenu options={children} onChoose={watchAs}>
                    <Button variant="primary" size="large">
                      {childName ? `Playing for ${childName}` : 'Play'}
                    </Button>
                  </ChildMenu>
                  <ChildMenu options={children} onChoose={(child) => toggle({ mediaId: video.id, childId: child })}>
                    <IconButton label="Add to favourites" className="player-heart">
                      <HeartIcon />
                    </IconButton>
                  </ChildMenu>
                </div>
              </>
            )}
          </div>
        </div>
      )}
      {subCategories.length > 1 ? (
        <nav className="video-details__more" aria-labelledby="more-videos-heading">
          <h2 id="more-videos-heading">Videos in this category</h2>
          <ul className="video-details__titles">
            {subCategories.map((item) => (
              <li key={item.id}>
                <Link
                  to={videoDetailsPath(categoryId, item.id)}
                  aria-current={item.id === subCategory.id ? 'page' : undefined}
                  className="video-details__title"
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
