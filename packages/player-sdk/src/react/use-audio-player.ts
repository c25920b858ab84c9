import { useEffect, useMemo, useState } from 'react';
import { AudioPlayer } from '../core/audio-player';
import type { PlayerError } from '../core/errors';
import type { MediaInfo } from '../core/media';
import { attachPlaybackHistory, type PlaybackHistory } from '../history/playback-history';
import type { PersistenceAdapter, PositionKey } from '../history/persistence';
import { connectMediaSession } from '../media-session/media-session';

export interface UseAudioPlayerOptions {
  media: MediaInfo | null;
  /** Resume and history sync; the key says whose position it is. */
  history?: { adapter: PersistenceAdapter; key: PositionKey; saveEveryMs?: number };
  /** Let lock screens and headphones control this player (default true). */
  mediaSession?: boolean;
}

export interface AudioPlayerState {
  currentTime: number;
  duration: number;
  paused: boolean;
  error: PlayerError | null;
}

export interface AudioPlayerHandle extends AudioPlayerState {
  /** Null until the component has mounted in the browser (nothing is created during server rendering). */
  player: AudioPlayer | null;
  /** Plays; the first press resumes from the saved position when history is set. */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  /** Stops the player and returns the playback time; a fresh player then takes its place. */
  close(): number;
}

const initialState: AudioPlayerState = { currentTime: 0, duration: 0, paused: true, error: null };

/**
 * An AudioPlayer with its state as React state. The player is created after mounting (so server rendering
 * works), replaced after `close()`, and closed on unmount, which saves the position when history is set.
 */
export function useAudioPlayer({ media, history, mediaSession = true }: UseAudioPlayerOptions): AudioPlayerHandle {
  const [player, setPlayer] = useState<AudioPlayer | null>(null);
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<AudioPlayerState>(initialState);
  const [sync, setSync] = useState<PlaybackHistory | null>(null);
  const [started, setStarted] = useState(false);
  const adapter = history?.adapter;
  const mediaId = history?.key.mediaId;
  const childId = history?.key.childId;
  const saveEveryMs = history?.saveEveryMs;
  const src = media?.src;
  const title = media?.title ?? '';
  const artwork = media?.artwork;
  const contentId = media?.id;
  const type = media?.type;

  useEffect(() => {
    const created = new AudioPlayer();
    const update = (patch: Partial<AudioPlayerState>) => setState((previous) => ({ ...previous, ...patch }));
    created.on('play', () => update({ paused: false, error: null }));
    created.on('pause', ({ currentTime }) => update({ paused: true, currentTime }));
    created.on('ended', ({ currentTime }) => update({ paused: true, currentTime }));
    created.on('timeupdate', ({ currentTime, duration }) => update({ currentTime, duration }));
    created.on('durationchange', ({ duration }) => update({ duration }));
    created.on('seeked', ({ currentTime }) => update({ currentTime }));
    created.on('error', (error) => update({ error }));
    setPlayer(created);
    setState(initialState);
    return () => {
      created.close();
    };
  }, [generation]);

  useEffect(() => {
    if (!player || !src) return;
    player.load({ src, title, artwork, id: contentId, type });
    setState(initialState);
    setStarted(false);
    return () => player.pause();
  }, [player, src, title, artwork, contentId, type]);

  useEffect(() => {
    if (!player || !mediaSession) return;
    return connectMediaSession(player);
  }, [player, mediaSession]);

  useEffect(() => {
    if (!player || !adapter || !mediaId) return;
    const attached = attachPlaybackHistory(player, { adapter, key: { mediaId, childId }, saveEveryMs });
    setSync(attached);
    return () => attached.detach();
  }, [player, adapter, mediaId, childId, saveEveryMs]);

  return useMemo(
    () => ({
      ...state,
      player,
      async play() {
        if (!player) return;
        if (!started && sync) await sync.resume();
        else await player.play();
        setStarted(true);
      },
      pause: () => player?.pause(),
      seek: (seconds: number) => player?.seek(seconds),
      close() {
        const currentTime = player?.close() ?? 0;
        setGeneration((previous) => previous + 1);
        return currentTime;
      },
    }),
    [state, player, started, sync],
  );
}
