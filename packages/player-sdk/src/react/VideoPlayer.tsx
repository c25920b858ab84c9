import { useEffect, useRef, useState } from 'react';
import type { MediaInfo } from '../core/media';
import type { PersistenceAdapter } from '../history/persistence';
import { connectMediaSession } from '../media-session/media-session';
import { captionsTrack, type VideoCaptions } from '../video/captions';
import type { VideoPlayer as VideoPlayerInstance } from '../video/video-player';
import { PlayerError } from './PlayerMessages';

export type { VideoCaptions };

export interface VideoPlayerProps {
  media: MediaInfo;
  /**
   * The words as a WebVTT file, a `<track kind="captions">` (also on the page's own video before video.js loads): off
   * until the viewer presses CC, except where the browser follows the system's captions setting (Safari).
   */
  captions?: VideoCaptions;
  adapter?: PersistenceAdapter;
  /** Choosing a child restores that child's position after 500 ms. */
  childId?: string;
  /** Hears the SDK's video player once video.js has loaded (null when it goes), e.g. for a sleep timer. */
  onPlayer?: (video: VideoPlayerInstance | null) => void;
  /**
   * The page shows its own Play (the video page asks who is watching first): video.js's big Play button and its
   * control bar's play toggle are left out. Otherwise the big Play is a pill at the bottom left, off the poster's face.
   */
  ownPlayButton?: boolean;
}

/**
 * A video.js player, with Media Session (lock-screen title and controls). video.js is imported only when this component mounts, so it never
 * loads with the audio player. The host loads `video.js/dist/video-js.css`.
 *
 * The page is rendered with the browser's own video (poster and controls), which plays without JavaScript, while
 * video.js loads on a slow network, or when it cannot load; video.js then takes over that same element, so what was
 * started goes on.
 */
export function VideoPlayer({ media, captions, adapter, childId, onPlayer, ownPlayButton = false }: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const plainRef = useRef<HTMLVideoElement>(null);
  const [video, setVideo] = useState<VideoPlayerInstance | null>(null);
  const [failed, setFailed] = useState(false);

  const { src, title, artwork, id, type } = media;
  const captionsSrc = captions?.src;
  const captionsLanguage = captions?.language ?? '';
  const captionsLabel = captions?.label ?? '';

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const shown = { src, title, artwork, id, type };
    const shownCaptions = captionsSrc ? { src: captionsSrc, language: captionsLanguage, label: captionsLabel } : undefined;
    // The rendered video becomes the player; once a player was disposed (it takes its element along), a new one is made.
    const element = plainRef.current?.isConnected ? plainRef.current : container.appendChild(plainVideo(shown, shownCaptions));
    element.classList.add('video-js');
    let disposed = false;
    let created: VideoPlayerInstance | null = null;
    import('../video/video-player')
      .then(({ createVideoPlayer }) => createVideoPlayer(element, { media: shown, captions: shownCaptions, adapter, ownPlayButton }))
      .then((player) => {
        if (disposed) player.dispose();
        else {
          created = player;
          setVideo(player);
        }
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      created?.dispose();
      setVideo(null);
    };
  }, [src, title, artwork, id, type, captionsSrc, captionsLanguage, captionsLabel, adapter, ownPlayButton]);

  useEffect(() => {
    if (video && childId) void video.chooseChild(childId);
  }, [video, childId]);

  // Lock screens and headphones control the video too, as they do the audio player.
  useEffect(() => (video ? connectMediaSession(video) : undefined), [video]);

  useEffect(() => onPlayer?.(video), [video, onPlayer]);

  // Other captions make a new frame: video.js takes the rendered <track> out of the video, so React must not update it.
  return (
    <div className="tate-player-video" key={captionsSrc ?? ''}>
      <div ref={containerRef} data-vjs-player="">
        <video ref={plainRef} className="tate-player-video__plain" src={src} poster={artwork} controls preload="metadata" playsInline aria-label={title}>
          {captions && <track kind="captions" src={captions.src} srcLang={captions.language} label={captions.label} />}
        </video>
      </div>
      {failed && <PlayerError>The video player could not be loaded.</PlayerError>}
    </div>
  );
}

/** A video element like the one the page is rendered with. */
function plainVideo(media: MediaInfo, captions: VideoCaptions | undefined): HTMLVideoElement {
  const element = document.createElement('video');
  element.className = 'tate-player-video__plain';
  element.src = media.src;
  if (media.artwork) element.poster = media.artwork;
  element.controls = true;
  element.preload = 'metadata';
  element.playsInline = true;
  element.setAttribute('aria-label', media.title);
  if (captions) element.append(captionsTrack(captions));
  return element;
}
