import {
  DownloadButton,
  MediaPlayerModalBody,
  PlayerModalActions,
  PlayerModalLayout,
  PlayerSleepTimer,
  useListeningAllowance,
  VideoPlayer,
} from '@tate/player-sdk/react';
import type { ListeningAllowance, SleepPlayer } from '@tate/player-sdk';
import { BareModal, HeartIcon, IconButton, Spinner, toastQueue } from '@tate/ui';
import '@tate/player-sdk/react/styles.css';
import videoStyles from 'video.js/dist/video-js.css?url';
import { useEffect, useState } from 'react';
import { useTodaysAllowance } from './todays-allowance';
import type { Bedtime } from '../cms/bedtime.server';
import type { Meditation, PlayerMeditation } from '../cms/meditation';
import { downloads } from './downloads';
import { playerFileUrl, transcriptPath } from './player-file-url';
import { videoCaptions } from './video-captions';
import { fetchPlayerMedia, playerMediaInfo, type PlayerMedia } from './player-media';
import { historyAdapter } from './history-adapter';
import { useFavouriteFetcher } from './use-favourite-fetcher';
import '../styles/player.css';

type Props = {
  meditation: Meditation;
  childId: string | null;
  /** The child's day as the CMS answered it: under a parent's limit, what it plays is counted. */
  day?: Bedtime['status'];
  onClose: () => void;
};

function FavouriteHeart({ mediaId, childId, initial }: { mediaId: string; childId: string | null; initial: boolean }) {
  const { fetcher, toggle } = useFavouriteFetcher();
  const favourite = fetcher.data?.favourite ?? initial;
  return (
    <IconButton
      label={favourite ? 'Remove from favourites' : 'Add to favourites'}
      isDisabled={!childId || fetcher.state !== 'idle'}
      aria-pressed={favourite}
      onPress={() => childId && toggle({ mediaId, childId })}
      className={favourite ? 'player-heart player-heart--on' : 'player-heart'}
    >
      <HeartIcon />
    </IconButton>
  );
}

type VideoBodyProps = {
  media: PlayerMeditation;
  childId: string | null;
  favourite: boolean;
  allowance: ListeningAllowance | null;
  onClose: () => void;
};

function VideoBody({ media, childId, favourite, allowance, onClose }: VideoBodyProps) {
  const [video, setVideo] = useState<SleepPlayer | null>(null);
  const [night, setNight] = useState(false);
  useListeningAllowance(video, allowance);
  return (
    <>
      <link rel="stylesheet" href={videoStyles} />
      <PlayerModalLayout
        title={media.title}
        favourite={<FavouriteHeart mediaId={media.id} childId={childId} initial={favourite} />}
        onClose={onClose}
        night={night}
        stage={
          <VideoPlayer
            media={playerMediaInfo(media)}
            captions={media.transcript ? videoCaptions(media.id) : undefined}
            adapter={childId ? historyAdapter : undefined}
            childId={childId ?? undefined}
            onPlayer={setVideo}
          />
        }
        extras={
          <>
            <PlayerModalActions>
              <PlayerSleepTimer player={video} onRunningChange={setNight} />
            </PlayerModalActions>
            <DownloadButton manager={downloads} url={playerFileUrl(media.id)} title={media.title} />
            {media.transcript ? (
              <a href={transcriptPath(media.id)} className="player-words-link">
                Read the words of this video
              </a>
            ) : null}
          </>
        }
      />
    </>
  );
}

/**
 * The media player modal: audio with cover art, resume, seek bar, sleep timer, Media Session, heart and download;
 * video meditations play in the same frame (Close at the top right, heart beside the title). Under a parent's daily
 * limit, the meditation playing when the minutes run out plays to its end, fades out, and the modal closes on the
 * child's evening's "That's all for today" (ChildEvening hears the same allowance).
 */
export function PlayerModal({ meditation, childId, day, onClose }: Props) {
  const mediaId = meditation.id;
  const allowance = useTodaysAllowance(day);
  useEffect(() => allowance?.on('used-up', onClose), [allowance, onClose]);
  const [loaded, setLoaded] = useState<PlayerMedia | null>(null);
  useEffect(() => {
    let active = true;
    fetchPlayerMedia(mediaId, childId)
      // Offline, a downloaded meditation still plays: the service worker serves its file.
      .catch(async (): Promise<PlayerMedia> => ({
        media: (await downloads.isDownloaded(playerFileUrl(meditation.id))) ? meditation : null,
        favourite: false,
        refusal: null,
      }))
      .then((result) => {
        if (!active) return;
        if (!result.media) {
          // Quiet hours or the day's limit say so in their own words (the CMS's).
          toastQueue.error(result.refusal ?? 'This meditation cannot be played right now');
          onClose();
          return;
        }
        setLoaded(result);
      });
    return () => {
      active = false;
    };
  }, [meditation, mediaId, childId, onClose]);

  const media = loaded?.media;
  const favourite = loaded?.favourite ?? false;
  return (
    <BareModal label={media?.title ?? meditation.title} onClose={onClose} className="player-dialog">
      {!media ? (
        <Spinner />
      ) : media.kind === 'video' ? (
        <VideoBody media={media} childId={childId} favourite={favourite} allowance={allowance} onClose={onClose} />
      ) : (
        <MediaPlayerModalBody
          media={playerMediaInfo(media)}
          history={childId ? { adapter: historyAdapter, key: { mediaId: media.id, childId } } : undefined}
          downloads={downloads}
          breathPattern={media.breathPattern ?? undefined}
          favourite={<FavouriteHeart mediaId={media.id} childId={childId} initial={favourite} />}
          allowance={allowance}
          peaks={media.peaks}
          onClose={onClose}
        />
      )}
    </BareModal>
  );
}
