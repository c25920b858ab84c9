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
  player: AudioPlayer;
  /** Plays; the first press resumes from the saved position when history is set. */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  /** Stops the player and returns the playback time. */
  close(): number;
}

const initialState: AudioPlayerState = { currentTime: 0, duration: 0, paused: true, error: null };

/** One AudioPlayer for the component's lifetime, with its state as React state. */
export function useAudioPlayer({ media, history, mediaSession = true }: UseAudioPlayerOptions): AudioPlayerHandle {
  const [player] = useState(() => new AudioPlayer());
  const [state, setState] = useState<AudioPlayerState>(initialState);
  const [sync, setSync] = useState<PlaybackHistory | null>(null);
  const [started, setStarted] = useState(false);
  const adapter = history?.adapter;
  const mediaId = history?.key.mediaId;
  const childId = history?.key.childId;
  const saveEveryMs = history?.saveEveryMs;

  useEffect(() => {
    const update = (patch: Partial<AudioPlayerState>) => setState((previous) => ({ ...previous, ...patch }));
    const unsubscribers = [
      player.on('play', () => update({ paused: false, error: null })),
      player.on('pause', ({ currentTime }) => update({ paused: true, currentTime })),
      player.on('ended', ({ currentTime }) => update({ paused: true, currentTime })),
      player.on('timeupdate', ({ currentTime, duration }) => update({ currentTime, duration })),
      player.on('durationchange', ({ duration }) => update({ duration })),
      player.on('seeked', ({ currentTime }) => update({ currentTime })),
      player.on('error', (error) => update({ error })),
    ];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [player]);

  useEffect(() => {
    if (!media) return;
    player.load(media);
    setState(initialState);
    setStarted(false);
    return () => player.pause();
  }, [player, media]);

  useEffect(() => {
    if (!mediaSession) return;
    return connectMediaSession(player);
  }, [player, mediaSession]);

  useEffect(() => {
    if (!adapter || !mediaId) return;
    const attached = attachPlaybackHistory(player, { adapter, key: { mediaId, childId }, saveEveryMs });
    setSync(attached);
    return () => attached.detach();
  }, [player, adapter, mediaId, childId, saveEveryMs]);

  return useMemo(
    () => ({
      ...state,
      player,
      async play() {
        if (!started && sync) await sync.resume();
        else await player.play();
        setStarted(true);
      },
      pause: () => player.pause(),
      seek: (seconds: number) => player.seek(seconds),
      close: () => player.close(),
    }),
    [state, player, started, sync],
  );
}
