import type Player from 'video.js/dist/types/player';
import { Listenable } from '../core/emitter';
import { PlayerError } from '../core/errors';
import type { MediaInfo } from '../core/media';
import type { PersistenceAdapter, PositionKey } from '../history/persistence';
import { resumePosition } from '../history/resume-position';
import { captionsTrack, type VideoCaptions } from './captions';

/** The spec's delay between choosing a child and restoring the saved position. */
export const CHILD_RESUME_DELAY_MS = 500;

export interface VideoPlayerEvents {
  play: { currentTime: number };
  pause: { currentTime: number };
  ended: { currentTime: number };
  restore: { currentTime: number };
  timeupdate: { currentTime: number; duration: number };
  close: { currentTime: number };
  error: PlayerError;
}

export interface VideoPlayerOptions {
  media: MediaInfo;
  /**
   * Captions: off until the viewer turns them on with the CC button, except where the browser follows the system's
   * captions setting (Safari's own text tracks honour the Accessibility setting on Apple devices).
   */
  captions?: VideoCaptions;
  adapter?: PersistenceAdapter;
  /** The child whose position is saved; choose another with `chooseChild`. */
  childId?: string;
  /** The page shows its own Play: video.js's big Play button and its control bar's play toggle are left out. */
  ownPlayButton?: boolean;
}

/**
 * A video player built on video.js 8. video.js is imported only when a video player is created,
 * so pages that only play audio never load it.
 */
export async function createVideoPlayer(element: HTMLVideoElement, options: VideoPlayerOptions): Promise<VideoPlayer> {
  const { default: videojs } = await import('video.js');
  // An element that already holds the file (the page's own video, perhaps playing) keeps it: giving video.js the
  // source again would load it anew, from the start.
  const holdsFile = element.getAttribute('src') === options.media.src;
  if (options.captions) addCaptionsTrack(element, options.captions);
  const player = videojs(element, {
    controls: true,
    // Captions wear Tate's look (react/styles.css), so video.js's own caption style dialog is left out.
    textTrackSettings: false,
    preload: 'metadata',
    fluid: true,
    ...(options.ownPlayButton ? { bigPlayButton: false, controlBar: { playToggle: false } } : {}),
    poster: options.media.artwork,
    ...(holdsFile ? {} : { sources: [{ src: options.media.src, type: options.media.type }] }),
  });
  return new VideoPlayer(player, options);
}

/** Gives the element its captions track, unless it was rendered with it (video.js then reads it from the element). */
function addCaptionsTrack(element: HTMLVideoElement, captions: VideoCaptions): void {
  const tracks = Array.from(element.querySelectorAll('track'));
  if (tracks.some((track) => track.getAttribute('src') === captions.src)) return;
  element.append(captionsTrack(captions));
}

export class VideoPlayer extends Listenable<VideoPlayerEvents> {
  private childId: string | undefined;
  private restoreTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly player: Player,
    private readonly options: VideoPlayerOptions,
  ) {
    super();
    this.childId = options.childId;
    player.on('play', () => this.events.emit('play', { currentTime: this.currentTime }));
    player.on('pause', () => {
      const currentTime = this.currentTime;
      this.events.emit('pause', { currentTime });
      void this.save(currentTime);
    });
    player.on('ended', () => this.events.emit('ended', { currentTime: this.currentTime }));
    player.on('timeupdate', () => this.events.emit('timeupdate', { currentTime: this.currentTime, duration: player.duration() ?? 0 }));
  }

  get currentTime(): number {
    return this.player.currentTime() ?? 0;
  }

  get volume(): number {
    return this.player.volume() ?? 1;
  }

  set volume(value: number) {
    this.player.volume(Math.min(1, Math.max(0, value)));
  }

  get media(): MediaInfo {
    return this.options.media;
  }

  async play(): Promise<void> {
    await this.player.play();
  }

  pause(): void {
    this.player.pause();
  }

  seek(seconds: number): void {
    this.player.currentTime(Math.max(0, seconds));
  }

  /**
   * Switches to a child and, 500 ms later, moves to that child's saved position (the beginning when it is at the
   * end, as audio resumes: see resumePosition).
   */
  async chooseChild(childId: string): Promise<number> {
    this.childId = childId;
    clearTimeout(this.restoreTimer);
    const key = this.key();
    const saved = key && this.options.adapter ? await this.loadSaved(key) : 0;
    await new Promise<void>((resolve) => {
      this.restoreTimer = setTimeout(resolve, CHILD_RESUME_DELAY_MS);
    });
    const from = resumePosition(saved, this.player.duration() ?? 0);
    this.player.currentTime(from);
    this.events.emit('restore', { currentTime: from });
    return from;
  }

  /** Stops the player for good (subscribers hear 'close') and returns the playback time. */
  dispose(): number {
    const currentTime = this.currentTime;
    clearTimeout(this.restoreTimer);
    this.events.emit('close', { currentTime });
    this.events.clear();
    this.player.dispose();
    return currentTime;
  }

  private key(): PositionKey | null {
    const mediaId = this.options.media.id;
    return mediaId ? { mediaId, childId: this.childId } : null;
  }

  private async loadSaved(key: PositionKey): Promise<number> {
    try {
      return (await this.options.adapter?.load(key)) ?? 0;
    } catch (cause) {
      this.events.emit('error', new PlayerError('persistence-failed', 'The saved position could not be read.', { cause }));
      return 0;
    }
  }

  private async save(currentTime: number): Promise<void> {
    const key = this.key();
    if (!key || !this.options.adapter || currentTime <= 0) return;
    try {
      await this.options.adapter.save({ ...key, currentTime });
    } catch (cause) {
      this.events.emit('error', new PlayerError('persistence-failed', 'The playback position was not saved.', { cause }));
    }
  }
}
