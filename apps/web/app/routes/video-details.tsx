import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { VideoPlayer } from '@tate/player-sdk/react';
import type { VideoPlayer as VideoPlayerInstance } from '@tate/player-sdk/video';
import { Button, EmptyState, HeartIcon, IconButton, LinkButton, PauseIcon, PlayIcon } from '@tate/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { requireParent } from '../account/guard.server';
import { childrenOnThisDevice } from '../child-mode/child-mode.server';
import { cms } from '../cms/cms.server';
import { listChildren } from '../cms/family.server';
import { loadFromCms, readFromCms } from '../cms/load.server';
import { fetchPlayable } from '../cms/player.server';
import { fetchVideoDetail } from '../cms/video.server';
import { ChildMenu } from '../library/ChildMenu';
import { LibraryErrorBoundary } from '../library/LibraryErrorBoundary';
import { playerFileUrl, transcriptPath } from '../library/player-file-url';
import { videoCaptions } from '../library/video-captions';
import { useFavouriteFetcher } from '../library/use-favourite-fetcher';
import { videoDetailsPath } from '../library/card-link';
import { videoPositionAdapter } from '../library/video-position-adapter';
import pageStyles from '../library/video-pages.css?url';
import { videoPlayerStyles } from '../library/video-player-styles';
import { pageTitle } from '../seo/page-title';

const idSchema = z.string().trim().min(1).max(64);

export const links: LinksFunction = () => [
  ...videoPlayerStyles,
  { rel: 'stylesheet', href: pageStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => [
  { title: pageTitle(error ? 'Not found' : (loaded?.detail.subCategory.name ?? 'Video Details')) },
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
  const videoId = detail.video?.id;
  // A refusal to play (a device given to a child, in its quiet hours or past its limit) is said in place of the video.
  const [children, playable] = await Promise.all([
    loadFromCms(() => listChildren(cms(), token)),
    videoId ? readFromCms(() => fetchPlayable(cms(), token, videoId)) : null,
  ]);
  const refusal = playable && 'refusal' in playable ? playable.refusal.message : null;
  const media = playable && 'value' in playable ? playable.value.media : null;
  // The video's words, as its captions and its transcript page, when it has them.
  const words = videoId && media?.transcript ? { captions: videoCaptions(videoId), page: transcriptPath(videoId) } : null;
  const choices = await childrenOnThisDevice(request, children);
  return { detail, words, refusal, children: choices.map(({ id, name }) => ({ id, name })) };
}

/** The page's one Play (focused once a child is chosen). */
const PLAY_ID = 'video-details-play';

/**
 * The video page's one Play: while the video is paused it says Play (asking who is watching first when the parent has
 * children and none is chosen yet), while it plays it says Pause. Any other way of starting the video before a child is
 * chosen (a click on the picture, the space bar) stops it again and opens the same question.
 */
function useOnePlay(video: VideoPlayerInstance | null, needsChild: boolean) {
  const [playing, setPlaying] = useState(false);
  const [asking, setAsking] = useState(false);
  const needsChildRef = useRef(needsChild);
  needsChildRef.current = needsChild;

  useEffect(() => {
    if (!video) return;
    setPlaying(!video.player.paused());
    const stops = [
      video.on('play', () => {
        if (needsChildRef.current) {
          video.pause();
          setAsking(true);
          return;
        }
        setPlaying(true);
      }),
      video.on('pause', () => setPlaying(false)),
      video.on('ended', () => setPlaying(false)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [video]);

  return { playing, asking, setAsking };
}

/**
 * A video sub-category: its titles, the video.js player with one Play at the bottom left of the picture (it asks who is
 * watching, then the video carries on from that child's saved place and pausing saves it), and a panel where the heart
 * adds the video to a child's favourites.
 */
export default function VideoDetails() {
  const { detail, words, refusal, children } = useLoaderData<typeof loader>();
  const { categoryId, subCategories, subCategory, video } = detail;
  const [childId, setChildId] = useState<string | null>(null);
  const [player, setPlayer] = useState<VideoPlayerInstance | null>(null);
  const adapter = useMemo(() => videoPositionAdapter(categoryId), [categoryId]);
  const { toggle } = useFavouriteFetcher();
  const childName = children.find((child) => child.id === childId)?.name;
  const needsChild = children.length > 0 && !childId;
  const { playing, asking, setAsking } = useOnePlay(player, needsChild);

  const playNow = () => void player?.play().catch(() => undefined);

  // Play is drawn anew once a child is chosen (it no longer opens the list): the keyboard's focus moves to it.
  const focusPlay = useRef(false);
  useEffect(() => {
    if (!focusPlay.current) return;
    focusPlay.current = false;
    document.getElementById(PLAY_ID)?.focus();
  }, [needsChild]);

  // Once the chosen child's place is restored (the SDK seeks 500 ms after the choice), the video starts.
  const watchAs = (child: string) => {
    setAsking(false);
    focusPlay.current = needsChild;
    if (child === childId) {
      playNow();
      return;
    }
    if (player) {
      const stop = player.on('restore', () => {
        stop();
        playNow();
      });
    }
    setChildId(child);
  };

  const playButton = (
    <Button id={PLAY_ID} variant="primary" size="large" className="video-details__play" onPress={needsChild ? undefined : () => (playing ? player?.pause() : playNow())}>
      {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
      <span className="video-details__play-word">{playing ? 'Pause' : 'Play'}</span>
    </Button>
  );

  return (
    <section className="page video-details" aria-labelledby="page-heading">
      <Link to="/library" className="video-details__back">
        <span aria-hidden="true">←</span> Meditations library
      </Link>
      <header className="video-details__header">
        <h1 id="page-heading">{subCategory.name}</h1>
        {subCategory.description ? <p>{subCategory.description}</p> : null}
      </header>
      {refusal ? (
        <EmptyState title={refusal} headingLevel={2} action={<LinkButton href="/library">Back to the library</LinkButton>} />
      ) : !video ? (
        <EmptyState title="No records found" />
      ) : (
        <div className="video-details__layout">
          <div className="video-details__stage">
            <VideoPlayer
              key={video.id}
              media={{ id: subCategory.id, src: playerFileUrl(video.id), title: video.title, artwork: video.imageUrl ?? undefined, type: video.type ?? undefined }}
              captions={words?.captions}
              adapter={adapter}
              childId={childId ?? undefined}
              onPlayer={setPlayer}
              ownPlayButton
            />
            {/* Shown once video.js has the video: without JavaScript the browser's own controls play it. */}
            {player &&
              (needsChild ? (
                <ChildMenu options={children} onChoose={watchAs} isOpen={asking} onOpenChange={setAsking}>
                  {playButton}
                </ChildMenu>
              ) : (
                playButton
              ))}
          </div>
          <div className="video-details__panel">
            <h2>{video.title}</h2>
            {video.description ? <p>{video.description}</p> : null}
            {words ? (
              <p>
                <a href={words.page}>Read the words of this video</a>
              </p>
            ) : null}
            {children.length === 0 ? (
              <>
                <p>Create your child’s profile to save where they stopped watching.</p>
                <LinkButton href="/account/create-child" variant="secondary">
                  Create child profile
                </LinkButton>
              </>
            ) : (
              <>
                <p className="video-details__hint" role="status">
                  {!childName
                    ? 'Press Play and choose who is watching: the video carries on where they stopped.'
                    : playing
                      ? `Playing for ${childName}`
                      : `Watching as ${childName}: pausing saves ${childName}’s place.`}
                </p>
                <div className="video-details__actions">
                  {childName ? (
                    <ChildMenu options={children} onChoose={watchAs}>
                      <Button variant="secondary">Someone else is watching</Button>
                    </ChildMenu>
                  ) : null}
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
