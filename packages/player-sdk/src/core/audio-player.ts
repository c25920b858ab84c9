import { Listenable } from './emitter';
import { PlayerError } from './errors';
import type { MediaInfo } from './media';

export interface TimePayload {
  currentTime: number;
}

export interface AudioPlayerEvents {
  load: { media: MediaInfo };
  play: TimePayload;
  pause: TimePayload;
  timeupdate: TimePayload & { duration: number };
  durationchange: { duration: number };
  seeked: TimePayload;
  ended: TimePayload;
  error: PlayerError;
  close: TimePayload;
}

export interface AudioPlayerOptions {
  /** An existing audio element to drive; a new one is created when left out. */
  element?: HTMLAudioElement;
}

const HAVE_METADATA = 1;

/** Drives one native audio element: load, play from a second, pause, seek, close. */
export class AudioPlayer extends Listenable<AudioPlayerEvents> {
  readonly element: HTMLAudioElement;
  private readonly detachElement: () => void;
  private currentMedia: MediaInfo | null = null;

  constructor(options: AudioPlayerOptions = {}) {
    super();
    this.element = options.element ?? document.createElement('audio');
    this.element.preload = 'metadata';
    this.detachElement = this.listenToElement();
  }

  get media(): MediaInfo | null {
    return this.currentMedia;
  }

  get currentTime(): number {
    return this.element.currentTime;
  }

  get duration(): number {
    return Number.isFinite(this.element.duration) ? this.element.duration : 0;
  }

  get paused(): boolean {
    return this.element.paused;
  }

  get volume(): number {
    return this.element.volume;
  }

  set volume(value: number) {
    this.element.volume = Math.min(1, Math.max(0, value));
  }

  load(media: MediaInfo): void {
    this.currentMedia = media;
    this.element.src = media.src;
    this.element.load();
    this.events.emit('load', { media });
  }

  /** Starts playback, first moving to `fromSecond` when given (once the metadata is known). */
  async play(fromSecond?: number): Promise<void> {
    if (!this.currentMedia) throw new PlayerError('not-loaded', 'Load a media item before playing it.');
    if (fromSecond !== undefined && (fromSecond > 0 || this.element.currentTime > 0)) {
      await this.whenReady();
      this.element.currentTime = fromSecond;
    }
    try {
      await this.element.play();
    } catch (cause) {
      const error = new PlayerError('play-rejected', 'The browser did not start playback.', { cause });
      this.events.emit('error', error);
      throw error;
    }
  }

  pause(): void {
    this.element.pause();
  }

  seek(seconds: number): void {
    const upper = this.duration > 0 ? this.duration : Number.POSITIVE_INFINITY;
    this.element.currentTime = Math.min(upper, Math.max(0, seconds));
  }

  /** Sends the sound to another output (a paired toy's speaker) where the browser allows it. */
  async setOutputDevice(deviceId: string): Promise<void> {
    const element = this.element as HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };
    if (typeof element.setSinkId !== 'function') {
      throw new PlayerError('output-unsupported', 'This browser cannot choose an audio output.');
    }
    await element.setSinkId(deviceId);
  }

  /** Stops playback, tells subscribers and returns the playback time at closing. */
  close(): number {
    const currentTime = this.element.currentTime;
    this.detachElement();
    this.element.pause();
    this.events.emit('close', { currentTime });
    this.events.clear();
    this.element.removeAttribute('src');
    this.element.load();
    this.currentMedia = null;
    return currentTime;
  }

  /** Resolves once the loaded media's duration is known; rejects when the media cannot be loaded. */
  whenReady(): Promise<void> {
    if (!this.currentMedia) return Promise.reject(new PlayerError('not-loaded', 'Load a media item before playing it.'));
    if (this.element.readyState >= HAVE_METADATA) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        this.element.removeEventListener('loadedmetadata', done);
        this.element.removeEventListener('error', fail);
        resolve();
      };
      const fail = () => {
        this.element.removeEventListener('loadedmetadata', done);
        this.element.removeEventListener('error', fail);
        reject(new PlayerError('media-error', 'The media could not be loaded.'));
      };
      this.element.addEventListener('loadedmetadata', done);
      this.element.addEventListener('error', fail);
    });
  }

  private listenToElement(): () => void {
    const element = this.element;
    const time = () => ({ currentTime: element.currentTime });
    const handlers: Record<string, () => void> = {
      play: () => this.events.emit('play', time()),
      pause: () => this.events.emit('pause', time()),
      timeupdate: () => this.events.emit('timeupdate', { ...time(), duration: this.duration }),
      durationchange: () => this.events.emit('durationchange', { duration: this.duration }),
      seeked: () => this.events.emit('seeked', time()),
      ended: () => this.events.emit('ended', time()),
      error: () =>
        this.events.emit(
          'error',
          new PlayerError('media-error', element.error?.message || 'The media could not be played.'),
        ),
    };
    for (const [type, handler] of Object.entries(handlers)) element.addEventListener(type, handler);
    return () => {
      for (const [type, handler] of Object.entries(handlers)) element.removeEventListener(type, handler);
    };
  }
}
