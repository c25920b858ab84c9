import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { AudioPlayer } from '../core/audio-player';
import type { MediaInfo } from '../core/media';
import { INITIAL_PLAYER_STATE, PlayerStore, type PlayerState } from '../core/player-store';
import { attachPlaybackHistory } from '../history/playback-history';
import type { PersistenceAdapter, PositionKey } from '../history/persistence';
import { resumePosition } from '../history/resume-position';
import { connectMediaSession } from '../media-session/media-session';

export interface UseAudioPlayerOptions {
  media: MediaInfo | null;
  /** Resume and history sync; the key says whose position it is. */
  history?: { adapter: PersistenceAdapter; key: PositionKey; saveEveryMs?: number };
  /** Let lock screens and headphones control this player (default true). */
  mediaSession?: boolean;
}

/** What the controls show; the same snapshot `<tate-player>` renders from. */
export type AudioPlayerState = Pick<PlayerState, 'currentTime' | 'duration' | 'paused' | 'error'>;

export interface AudioPlayerHandle extends AudioPlayerState {
  /** Null until the component has mounted in the browser (nothing is created during server rendering). */
  player: AudioPlayer | null;
  /** The player's state store (null until mounted), for `useRoutine`. */
  store: PlayerStore | null;
  /**
   * Where the first Play will start, in seconds: the saved position (with history) once it is known, so the seek bar
   * shows it before Play. 0 when nothing is saved, when it is at the end, or once the parent has moved the bar.
   */
  resumeAt: number;
  /** Plays from where the seek bar is: the saved position, or wherever the parent moved it before the first Play. */
  play(): Promise<void>;
  /** Plays from the beginning, whatever the saved position. */
  restart(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  /** Stops the player and returns the playback time; a fresh player then takes its place. */
  close(): number;
}

const noStore = {
  subscribe: () => () => undefined,
  getState: () => INITIAL_PLAYER_STATE,
};

/**
 * The SDK's PlayerStore as React state. The store is created after mounting (so server rendering works),
 * replaced after `close()`, and closed on unmount, which saves the position when history is set.
 */
export function useAudioPlayer({ media, history, mediaSession = true }: UseAudioPlayerOptions): AudioPlayerHandle {
  const [store, setStore] = useState<PlayerStore | null>(null);
  const [generation, setGeneration] = useState(0);
  const source = store ?? noStore;
  const state = useSyncExternalStore(source.subscribe, source.getState, noStore.getState);
  const adapter = history?.adapter;
  const mediaId = history?.key.mediaId;
  const childId = history?.key.childId;
  const saveEveryMs = history?.saveEveryMs;
  const src = media?.src;
  const title = media?.title ?? '';
  const artwork = media?.artwork;
  const contentId = media?.id;
  const type = media?.type;
  const cues = media?.cues;

  useEffect(() => {
    const created = new PlayerStore(new AudioPlayer());
    setStore(created);
    return () => {
      created.close();
    };
  }, [generation]);

  useEffect(() => {
    if (!store || !src) return;
    store.load({ src, title, artwork, id: contentId, type });
    return () => store.pause();
  }, [store, src, title, artwork, contentId, type]);

  // The transcript follows the media without reloading it (a new answer with the same lines restarts nothing).
  useEffect(() => {
    if (store && src) store.setCues(cues ?? []);
  }, [store, src, cues]);

  useEffect(() => {
    if (!store || !mediaSession) return;
    return connectMediaSession(store.player);
  }, [store, mediaSession]);

  // History saves the position (pause, close, every few seconds, page hide). The saved position is read as soon as the
  // player opens and the seek bar moves there, so a parent sees where Play will resume and can still move it.
  const [resumeAt, setResumeAt] = useState(0);
  const moved = useRef(false);
  const pendingResume = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (!store || !adapter || !mediaId) return;
    const key = { mediaId, childId };
    const attached = attachPlaybackHistory(store.player, { adapter, key, saveEveryMs });
    let active = true;
    moved.current = false;
    const restore = async () => {
      const saved = await adapter.load(key).catch(() => null);
      if (!active) return;
      await store.player.whenReady();
      if (!active || moved.current || store.getState().started) return;
      const from = resumePosition(saved, store.player.duration);
      setResumeAt(from);
      if (from > 0) store.seek(from);
    };
    const pending = restore().catch(() => undefined);
    pendingResume.current = pending;
    return () => {
      active = false;
      if (pendingResume.current === pending) pendingResume.current = null;
      setResumeAt(0);
      attached.detach();
    };
  }, [store, adapter, mediaId, childId, saveEveryMs]);

  return useMemo(
    () => ({
      currentTime: state.currentTime,
      duration: state.duration,
      paused: state.paused,
      error: state.error,
      player: store?.player ?? null,
      store,
      resumeAt,
      async play() {
        // A Play pressed before the saved position arrived waits for it (as resuming always did).
        if (!state.started && pendingResume.current) await pendingResume.current;
        await store?.play();
      },
      restart: async () => {
        moved.current = true;
        setResumeAt(0);
        await store?.restart();
      },
      pause: () => store?.pause(),
      seek(seconds: number) {
        // A move before the first Play is kept: the saved position no longer takes over.
        moved.current = true;
        setResumeAt(0);
        store?.seek(seconds);
      },
      close() {
        const currentTime = store?.close() ?? 0;
        setGeneration((previous) => previous + 1);
        return currentTime;
      },
    }),
    [state, store, resumeAt],
  );
}
