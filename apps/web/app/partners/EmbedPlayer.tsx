import { cuesToWebVtt, isPartnerRefusalCode, PARTNER_FRAME_PASS_PARAM, type EmbedCommand, type EmbedError } from '@tate/contracts';
import { activeCueIndex, lookUpMedia, mediaUrls, PlayerError, playReportUrl, playReports, UNAVAILABLE_HERE, type MediaInfo } from '@tate/player-sdk';
import { AudioPlayerControls, PlayerCover, ReadAlongButton, ReadAlongStage, useAudioPlayer, useReadAlong } from '@tate/player-sdk/react/audio-player';
import { VideoPlayer } from '@tate/player-sdk/react/video-player';
import type { VideoPlayer as VideoPlayerInstance } from '@tate/player-sdk/video';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { connectEmbedBridge, eventTargets, framingOrigin, type EmbedBridge } from './embed-bridge';

/** What the page knows before the lookup: the meditation as the library shows it, and how to look it up for the partner. */
export type EmbedPlayerProps = {
  mediaId: string;
  title: string;
  kind: 'audio' | 'video';
  artwork: string | null;
  durationMinutes: number;
  /**
   * The CMS API the lookup goes to, the partner's key, its server's token (paid meditations) and the web's frame pass
   * (served as a frame: only then does the lookup count for the partner).
   */
  lookup: { apiBase: string; key: string; token: string | null; framePass: string | null };
  /** The partner's allowed origins: the only ones that may frame this page, command it and hear its events. */
  origins: string[];
  /** The meditation's words on Tate's site. */
  wordsUrl: string;
  siteUrl: string;
};

type Looked = { media: MediaInfo; playsUrl: string | null };

/** A failed lookup as the frame's `error` event says it: as <tate-player>'s tate-error, the refusal's code one of the contracts'. */
function embedErrorOf(error: unknown): EmbedError {
  if (!(error instanceof PlayerError)) return { code: 'unavailable-here', message: UNAVAILABLE_HERE };
  const code = error.code === 'unavailable-here' ? 'unavailable-here' : 'media-error';
  const said = error.refusal;
  if (!said || !isPartnerRefusalCode(said.code)) return { code, message: error.message };
  const refusal = { code: said.code, message: said.message, ...(said.retryAfter === undefined ? {} : { retryAfter: said.retryAfter }) };
  return { code, message: error.message, refusal };
}

/** The same lookup <tate-player> makes (key, token, play ticket), from this page, with the web's frame pass. */
function usePartnerLookup(mediaId: string, { apiBase, key, token, framePass }: EmbedPlayerProps['lookup']): Looked | { error: EmbedError } | null {
  const [looked, setLooked] = useState<Looked | { error: EmbedError } | null>(null);
  useEffect(() => {
    let current = true;
    const urls = mediaUrls(apiBase, mediaId, key, token);
    const lookup = new URL(urls.lookup);
    if (framePass) lookup.searchParams.set(PARTNER_FRAME_PASS_PARAM, framePass);
    lookUpMedia(lookup.href, mediaId).then(
      ({ media, playTicket }) => current && setLooked({ media, playsUrl: playReportUrl(urls.plays, playTicket) }),
      (error: unknown) => current && setLooked({ error: embedErrorOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [apiBase, mediaId, key, token, framePass]);
  return looked;
}

/** The postMessage API for this frame, connected while it shows a player. */
function useBridge(origins: string[], run: (command: EmbedCommand) => void): EmbedBridge | null {
  const [bridge, setBridge] = useState<EmbedBridge | null>(null);
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    const targets = eventTargets(origins, framingOrigin(window.location, document.referrer));
    const connected = connectEmbedBridge(window, origins, targets, (command) => runRef.current(command));
    setBridge(connected);
    return () => connected.disconnect();
  }, [origins]);
  return bridge;
}

/** What any player in the frame does with a command. */
type Commandable = { play(): Promise<void>; pause(): void; seek(seconds: number): void };

function obey(player: Commandable | null, command: EmbedCommand): void {
  if (!player) return;
  if (command.type === 'play') void player.play().catch(() => undefined);
  else if (command.type === 'pause') player.pause();
  else player.seek(command.seconds);
}

function AudioEmbed({ media, playsUrl, origins, meta }: Looked & { origins: string[]; meta: ReactNode }) {
  const handle = useAudioPlayer({ media });
  const readAlong = useReadAlong(handle);
  const { player, store } = handle;
  const bridge = useBridge(origins, (command) => obey(handle, command));
  useEffect(() => {
    if (!player || !store || !bridge) return undefined;
    // The play, its startup and its completion, each told Tate once with the lookup's ticket (as <tate-player> does).
    const reports = playReports(playsUrl);
    const playing = () => reports.playing();
    player.element.addEventListener('playing', playing);
    const times = () => ({ currentTime: player.currentTime, duration: player.duration });
    bridge.post({ type: 'ready', title: media.title, kind: 'audio', ...times() });
    const stops = [
      player.on('play', () => {
        reports.played();
        bridge.post({ type: 'play', ...times() });
      }),
      player.on('pause', () => bridge.post({ type: 'pause', ...times() })),
      player.on('ended', () => bridge.post({ type: 'ended', ...times() })),
      player.on('timeupdate', ({ currentTime, duration }) => {
        reports.progressed(currentTime, duration);
        bridge.post({ type: 'timeupdate', currentTime, duration });
      }),
      store.on('cuechange', ({ index, cue }) => bridge.post({ type: 'cuechange', index, text: cue?.text ?? null })),
      () => player.element.removeEventListener('playing', playing),
    ];
    return () => stops.forEach((stop) => stop());
  }, [player, store, bridge, playsUrl, media.title]);
  return (
    <div className="embed-player__player">
      <div className="embed-player__stage">
        <ReadAlongStage readAlong={readAlong} picture={<PlayerCover artwork={media.artwork} />} />
      </div>
      <div className="embed-player__body">
        {meta}
        <AudioPlayerControls handle={handle} />
        <div className="embed-player__actions">
          <ReadAlongButton readAlong={readAlong} />
        </div>
      </div>
    </div>
  );
}

/** The words as a WebVTT file in this page's memory: the captions of a partner's video (no member login here). */
function useCaptionsFile(media: MediaInfo): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!media.cues?.length) return undefined;
    const made = URL.createObjectURL(new Blob([cuesToWebVtt(media.cues)], { type: 'text/vtt' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [media.cues]);
  return url;
}

function VideoEmbed({ media, playsUrl, origins, meta }: Looked & { origins: string[]; meta: ReactNode }) {
  const [video, setVideo] = useState<VideoPlayerInstance | null>(null);
  const captionsUrl = useCaptionsFile(media);
  const captions = useMemo(() => (captionsUrl ? { src: captionsUrl, language: 'en', label: 'English' } : undefined), [captionsUrl]);
  const bridge = useBridge(origins, (command) => obey(video, command));
  useEffect(() => {
    if (!video || !bridge) return undefined;
    // The play and its completion (the video's startup is not reported: its player does not tell when it first plays).
    const reports = playReports(playsUrl);
    let duration = 0;
    let line: number | null = null;
    const cues = media.cues ?? [];
    bridge.post({ type: 'ready', title: media.title, kind: 'video', currentTime: video.currentTime, duration });
    const stops = [
      video.on('play', ({ currentTime }) => {
        reports.played();
        bridge.post({ type: 'play', currentTime, duration });
      }),
      video.on('pause', ({ currentTime }) => bridge.post({ type: 'pause', currentTime, duration })),
      video.on('ended', ({ currentTime }) => bridge.post({ type: 'ended', currentTime, duration })),
      video.on('timeupdate', (times) => {
        duration = times.duration;
        reports.progressed(times.currentTime, times.duration);
        bridge.post({ type: 'timeupdate', ...times });
        // The captions' line, as the audio player's store tells it.
        const index = activeCueIndex(cues, times.currentTime);
        if (index === line) return;
        line = index;
        bridge.post({ type: 'cuechange', index, text: index === null ? null : (cues[index]?.text ?? null) });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [video, bridge, playsUrl, media.title, media.cues]);
  return (
    <div className="embed-player__player embed-player__player--video">
      <div className="embed-player__video">
        <VideoPlayer media={media} captions={captions} onPlayer={setVideo} />
      </div>
      <div className="embed-player__body">{meta}</div>
    </div>
  );
}

/**
 * Posts the frame's `error` event to the partner's page, once: after a refused lookup to the allowed origins
 * (`origins`) as every event; for a frame refused before its lookup (`origins` null) to the page that framed it, or
 * to any when the browser does not say which: a refusal says only its public code and sentence, as the CMS's does.
 * Opened in a tab, the page says the developer's sentence too (`true` once it knows).
 */
function usePostedError(error: EmbedError, origins: readonly string[] | null): boolean {
  const [onItsOwn, setOnItsOwn] = useState(false);
  useEffect(() => {
    const framer = framingOrigin(window.location, document.referrer);
    const targets = origins ? eventTargets(origins, framer) : [framer ?? '*'];
    const bridge = connectEmbedBridge(window, origins ?? [], targets, () => undefined);
    bridge.post({ type: 'error', ...error });
    const self: unknown = window;
    setOnItsOwn(window.parent === self);
    return () => bridge.disconnect();
  }, [error, origins]);
  return onItsOwn;
}

/** What the frame says instead of playing (refused, or the file not loaded), under the meditation's title; it posts why. */
export function EmbedProblem({ meta, error, origins }: { meta: ReactNode; error: EmbedError; origins: readonly string[] | null }) {
  const onItsOwn = usePostedError(error, origins);
  return (
    <div className="embed-player__player embed-player__player--refused">
      <div className="embed-player__body">
        {meta}
        <p className="embed-player__problem" role="alert">
          {error.message}
        </p>
        {onItsOwn && error.refusal ? <p className="embed-player__why">{error.refusal.message}</p> : null}
      </div>
    </div>
  );
}

/**
 * The iframe player: the meditation as the library shows it while its lookup runs, then the SDK's audio player with
 * its read-along, or its video player with captions; a refusal says what <tate-player> says. Speaks the postMessage
 * API with the partner's page (embed-bridge.ts).
 */
export function EmbedPlayer(props: EmbedPlayerProps) {
  const { mediaId, title, kind, artwork, durationMinutes, lookup, origins, wordsUrl, siteUrl } = props;
  const looked = usePartnerLookup(mediaId, lookup);
  const meta = (
    <div className="embed-player__meta">
      <p className="embed-player__eyebrow">
        {kind === 'video' ? 'Video meditation' : 'Meditation'} · {durationMinutes} min
      </p>
      <h1 className="embed-player__title">{title}</h1>
    </div>
  );
  let player: ReactNode;
  if (looked === null) {
    player = (
      <div className="embed-player__player embed-player__player--waiting">
        <div className="embed-player__stage">
          <PlayerCover artwork={artwork ?? undefined} />
        </div>
        <div className="embed-player__body">
          {meta}
          <p className="embed-player__waiting" role="status">
            Getting the meditation ready…
          </p>
        </div>
      </div>
    );
  } else if ('error' in looked) {
    player = <EmbedProblem meta={meta} error={looked.error} origins={origins} />;
  } else if (kind === 'video') {
    player = <VideoEmbed {...looked} media={{ ...looked.media, artwork: looked.media.artwork ?? artwork ?? undefined }} origins={origins} meta={meta} />;
  } else {
    player = <AudioEmbed {...looked} origins={origins} meta={meta} />;
  }
  return (
    <div className="embed-player">
      {player}
      <p className="embed-player__credit">
        <a href={wordsUrl} target="_blank" rel="noopener">
          Read the words
        </a>
        <span aria-hidden="true"> · </span>
        <a href={siteUrl} target="_blank" rel="noopener">
          Tate, calm meditations for children
        </a>
      </p>
    </div>
  );
}
