import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { VideoPlayer } from '@tate/player-sdk/react';
import { Button, EmptyState, HeartIcon, IconButton, LinkButton } from '@tate/ui';
import { useMemo, useState } from 'react';
import videoStyles from 'video.js/dist/video-js.css?url';
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
import { videoPositionAdapter } from '../library/video-position-adapter';

const idSchema = z.string().trim().min(1).max(64);

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

/** A video sub-category: its titles, the video.js player, Play and the heart each open the child list. */
export default function VideoDetails() {
  const { detail, children } = useLoaderData<typeof loader>();
  const { categoryId, subCategories, subCategory, video } = detail;
  const [childId, setChildId] = useState<string | null>(null);
  const adapter = useMemo(() => videoPositionAdapter(categoryId), [categoryId]);
  const { toggle } = useFavouriteFetcher();
  const childName = children.find((child) => child.id === childId)?.name;

  return (
    <section className="page video-details" aria-labelledby="page-heading">
      <link rel="stylesheet" href={videoStyles} />
      <h1 id="page-heading">{subCategory.name}</h1>
      {subCategory.description ? <p>{subCategory.description}</p> : null}
      {subCategories.length > 1 ? (
        <nav aria-label="Videos in this category">
          <ul className="video-details__titles">
            {subCategories.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/library/videodetails/${encodeURIComponent(categoryId)}/${encodeURIComponent(item.id)}`}
                  aria-current={item.id === subCategory.id ? 'page' : undefined}
                  className="video-details__title tate-focus-ring"
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!video ? (
        <EmptyState title="No records found" />
      ) : (
        <>
          <VideoPlayer
            key={video.id}
            media={{ id: subCategory.id, src: playerFileUrl(video.id), title: video.title, artwork: video.imageUrl ?? undefined, type: video.type ?? undefined }}
            adapter={adapter}
            childId={childId ?? undefined}
          />
          {children.length === 0 ? (
            <p>
              Create your child’s profile to save where they stopped watching.{' '}
              <LinkButton href="/account/create-child" variant="secondary">
                Create child profile
              </LinkButton>
            </p>
          ) : (
            <div className="video-details__actions">
              <ChildMenu options={children} onChoose={setChildId}>
                <Button variant="primary">{childName ? `Playing for ${childName}` : 'Play'}</Button>
              </ChildMenu>
              <ChildMenu options={children} onChoose={(child) => video && toggle({ mediaId: video.id, childId: child })}>
                <IconButton label="Add to favourites" className="player-heart">
                  <HeartIcon />
                </IconButton>
              </ChildMenu>
            </div>
          )}
        </>
      )}
    </section>
  );
}
