import type { AudioPlayer } from '../core/audio-player';
import { PlayerError } from '../core/errors';
import { countListenedSeconds } from '../core/listened-seconds';
import type { PersistenceAdapter, PositionKey, SavedPosition } from './persistence';
import { resumePosition } from './resume-position';
import { throttle } from './throttle';

export interface PlaybackHistoryOptions {
  adapter: PersistenceAdapter;
  key: PositionKey;
  /** While playing, save at most this often. Defaults to 15 s. */
  saveEveryMs?: number;
  /** Called when the adapter fails; saving never interrupts playback. */
  onError?: (error: PlayerError) => void;
  /** The window whose `pagehide` triggers the beacon. */
  target?: Window;
}

export interface PlaybackHistory {
  /**
   * Fetches the saved position, then plays from it: from the start when nothing is saved or when the saved
   * position is at the end (see resumePosition). Returns the second playback started from.
   */
  resume(): Promise<number>;
  /** Saves `currentTime` unless it is zero. */
  save(currentTime: number): Promise<void>;
  detach(): void;
}

/** Keeps one player's position in sync with the host's persistence adapter. */
export function attachPlaybackHistory(player: AudioPlayer, options: PlaybackHistoryOptions): PlaybackHistory {
  const { adapter, key, saveEveryMs = 15_000, onError, target = window } = options;
  let listened = 0;

  /** The position with the whole seconds listened since the last save (they go with this save, and come back if it fails). */
  const positionAt = (currentTime: number): SavedPosition => {
    const listenedSeconds = Math.floor(listened);
    listened -= listenedSeconds;
    return listenedSeconds > 0 ? { ...key, currentTime, listenedSeconds } : { ...key, currentTime };
  };

  const deliver = async (currentTime: number) => {
    const position = positionAt(currentTime);
    try {
      await adapter.save(position);
    } catch (cause) {
      listened += position.listenedSeconds ?? 0;
      onError?.(new PlayerError('persistence-failed', 'The playback position was not saved.', { cause }));
    }
  };

  /**
   * Saves go one at a time, in order: the server keeps the newest save by its time and ignores an older one that
   * arrives after it, listened seconds and all (the pause at a meditation's end and the close right after it raced).
   */
  let delivered: Promise<void> = Promise.resolve();
  const save = (currentTime: number): Promise<void> => {
    if (currentTime <= 0) return delivered;
    periodicSave.reset();
    delivered = delivered.then(() => deliver(currentTime));
    return delivered;
  };

  const periodicSave = throttle((currentTime: number) => void save(currentTime), saveEveryMs);

  const onPageHide = () => {
    const currentTime = player.currentTime;
    if (currentTime <= 0) return;
    if (adapter.beacon && typeof navigator.sendBeacon === 'function') {
      const request = adapter.beacon(positionAt(currentTime));
      navigator.sendBeacon(request.url, request.body);
    } else {
      void save(currentTime);
    }
  };

  const unsubscribers = [
    countListenedSeconds(player, (seconds) => {
      listened += seconds;
    }),
    player.on('play', () => periodicSave.reset()),
    player.on('pause', ({ currentTime }) => void save(currentTime)),
    player.on('close', ({ currentTime }) => void save(currentTime)),
    player.on('timeupdate', ({ currentTime }) => {
      if (!player.paused) periodicSave.run(currentTime);
    }),
  ];
  target.addEventListener('pagehide', onPageHide);

  return {
    async resume() {
      let saved: number | null = null;
      try {
        saved = await adapter.load(key);
      } catch (cause) {
        onError?.(new PlayerError('persistence-failed', 'The saved position could not be read.', { cause }));
      }
      await player.whenReady();
      const from = resumePosition(saved, player.duration);
      await player.play(from);
      return from;
    },
    save,
    detach() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      target.removeEventListener('pagehide', onPageHide);
    },
  };
}
