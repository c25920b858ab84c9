import { useFetcher } from '@remix-run/react';
import { MediaPlayerModalBody } from '@tate/player-sdk/react';
import { HeartIcon, IconButton, Spinner, toastQueue } from '@tate/ui';
import { useEffect, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { Meditation } from '../cms/meditation';
import { historyAdapter } from './history-adapter';

type Props = { meditation: Meditation; childId: string | null; onClose: () => void };

type Loaded = { media: Meditation | null; favourite: boolean };

function FavouriteHeart({ mediaId, childId, initial }: { mediaId: string; childId: string | null; initial: boolean }) {
  const fetcher = useFetcher<{ favourite: boolean; message: string }>();
  const favourite = fetcher.data?.favourite ?? initial;
  useEffect(() => {
    if (fetcher.data?.message) toastQueue.success(fetcher.data.message);
  }, [fetcher.data]);
  return (
    <IconButton
      label={favourite ? 'Remove from favourites' : 'Add to favourites'}
      isDisabled={!childId || fetcher.state !== 'idle'}
      aria-pressed={favourite}
      onPress={() => childId && fetcher.submit({ mediaId, childId }, { method: 'post', action: '/player/favourite' })}
      className={favourite ? 'player-heart player-heart--on' : 'player-heart'}
    >
      <HeartIcon />
    </IconButton>
  );
}

/** The media player modal: resumes the chosen child's saved position, saves on close and on page hide. */
export function PlayerModal({ meditation, childId, onClose }: Props) {
  const mediaId = meditation.id;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const query = childId ? `?${new URLSearchParams({ childId }).toString()}` : '';
    let active = true;
    fetch(`/player/media/${encodeURIComponent(mediaId)}${query}`, { headers: { accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as Loaded) : { media: null, favourite: false }))
      .catch(() => ({ media: null, favourite: false }))
      .then((result) => {
        if (!active) return;
        if (!result.media) {
          toastQueue.error('This meditation cannot be played right now');
          onClose();
          return;
        }
        setLoaded(result);
      });
    return () => {
      active = false;
    };
  }, [mediaId, childId, onClose]);

  const media = loaded?.media;
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()} className="tate-modal-overlay">
      <Modal className="tate-modal tate-modal--medium">
        <Dialog aria-label={media?.title ?? meditation.title} className="tate-dialog">
          {media?.src ? (
            <MediaPlayerModalBody
              media={{ id: media.id, src: media.src, title: media.title, artwork: media.imageUrl ?? undefined, type: media.type ?? undefined }}
              history={childId ? { adapter: historyAdapter, key: { mediaId: media.id, childId } } : undefined}
              favourite={<FavouriteHeart mediaId={media.id} childId={childId} initial={loaded?.favourite ?? false} />}
              onClose={onClose}
            />
          ) : (
            <Spinner />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
