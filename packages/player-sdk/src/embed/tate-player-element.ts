import { AudioPlayer } from '../core/audio-player';
import { PlayerError } from '../core/errors';
import { formatTime } from '../core/format-time';
import type { MediaInfo } from '../core/media';
import { createLocalStorageAdapter } from '../history/local-storage-adapter';
import { attachPlaybackHistory, type PlaybackHistory } from '../history/playback-history';
import type { PersistenceAdapter } from '../history/persistence';
import { connectMediaSession } from '../media-session/media-session';
import { lookUpMedia } from './media-lookup';
import { embedStyles } from './styles';

const OBSERVED = ['media-src', 'media-title', 'artwork', 'start-at', 'media-id', 'api-base', 'remember-position'] as const;

export interface TatePlayerEventMap {
  'tate-play': CustomEvent<{ currentTime: number }>;
  'tate-pause': CustomEvent<{ currentTime: number }>;
  'tate-timeupdate': CustomEvent<{ currentTime: number; duration: number }>;
  'tate-ended': CustomEvent<{ currentTime: number }>;
  'tate-close': CustomEvent<{ currentTime: number }>;
  'tate-error': CustomEvent<{ code: string; message: string }>;
}

const template = `
<div class="card" part="card">
  <img part="artwork" alt="" hidden>
  <div class="body">
    <p class="title" part="title"></p>
    <div class="controls">
      <button type="button" class="play" part="play-button" aria-label="Play">&#9654;</button>
      <input type="range" class="seek" part="seek" min="0" max="0" step="1" value="0" aria-label="Position">
      <span class="time" part="time">0:00 / 0:00</span>
      <button type="button" class="close" part="close-button" aria-label="Close player">&times;</button>
    </div>
    <p class="error" role="alert" hidden></p>
  </div>
</div>`;

function toPlayerError(error: unknown): PlayerError {
  if (error instanceof PlayerError) return error;
  return new PlayerError('media-error', error instanceof Error ? error.message : 'The meditation could not be played.');
}

/** `<tate-player>`: a drop-in meditation player for partner sites. */
export class TatePlayerElement extends HTMLElement {
  static readonly observedAttributes = OBSERVED;

  private readonly root: ShadowRoot;
  private player: AudioPlayer | null = null;
  private history: PlaybackHistory | null = null;
  private detachSession: (() => void) | null = null;
  private started = false;
  private loadVersion = 0;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.root.innerHTML = `<style>${embedStyles}</style>${template}`;
    this.find('.play').addEventListener('click', () => void this.togglePlay());
    this.find('.close').addEventListener('click', () => this.close());
    const seek = this.find<HTMLInputElement>('.seek');
    seek.addEventListener('input', () => this.player?.seek(Number(seek.value)));
  }

  get currentTime(): number {
    return this.player?.currentTime ?? 0;
  }

  get duration(): number {
    return this.player?.duration ?? 0;
  }

  get paused(): boolean {
    return this.player?.paused ?? true;
  }

  connectedCallback(): void {
    void this.loadMedia();
  }

  disconnectedCallback(): void {
    this.teardown();
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next || !this.isConnected || name === 'start-at') return;
    const media = this.player?.media;
    if (media && (name === 'media-title' || name === 'artwork')) {
      this.renderMedia({ ...media, title: this.getAttribute('media-title') ?? '', artwork: this.getAttribute('artwork') ?? undefined });
      return;
    }
    void this.loadMedia();
  }

  /** Plays: the first time from the saved position (remember-position) or from start-at. */
  async play(): Promise<void> {
    const player = this.player;
    if (!player) return;
    try {
      if (this.started) await player.play();
      else if (this.history) await this.history.resume();
      else await player.play(this.startAt());
      this.started = true;
    } catch (error) {
      this.showError(toPlayerError(error));
    }
  }

  pause(): void {
    this.player?.pause();
  }

  /** Stops the player and returns the playback time; fires tate-close. */
  close(): number {
    const currentTime = this.player?.close() ?? 0;
    this.teardown();
    this.hidden = true;
    return currentTime;
  }

  private async togglePlay(): Promise<void> {
    if (this.paused) await this.play();
    else this.pause();
  }

  private startAt(): number {
    const value = Number(this.getAttribute('start-at'));
    return Number.isFinite(value) && value > 0 ? value : 0;
  }

  private async loadMedia(): Promise<void> {
    const version = ++this.loadVersion;
    this.teardown();
    this.showError(null);
    try {
      const media = await this.resolveMedia();
      if (!media || version !== this.loadVersion) return;
      this.setUp(media);
    } catch (error) {
      if (version === this.loadVersion) this.showError(toPlayerError(error));
    }
  }

  private async resolveMedia(): Promise<MediaInfo | null> {
    const src = this.getAttribute('media-src');
    const mediaId = this.getAttribute('media-id') ?? undefined;
    const apiBase = this.getAttribute('api-base');
    if (!src && mediaId && apiBase) {
      const found = await lookUpMedia(apiBase, mediaId);
      return { ...found, title: this.getAttribute('media-title') ?? found.title, artwork: this.getAttribute('artwork') ?? found.artwork };
    }
    if (!src) return null;
    return { src, id: mediaId, title: this.getAttribute('media-title') ?? '', artwork: this.getAttribute('artwork') ?? undefined };
  }

  private setUp(media: MediaInfo): void {
    const audio = document.createElement('audio');
    this.root.append(audio);
    const player = new AudioPlayer({ element: audio });
    this.player = player;
    this.started = false;
    this.hidden = false;
    this.renderMedia(media);
    this.wireEvents(player);
    this.detachSession = connectMediaSession(player);
    if (this.hasAttribute('remember-position')) {
      this.history = attachPlaybackHistory(player, { adapter: this.adapter(), key: { mediaId: media.id ?? media.src } });
    }
    player.load(media);
  }

  private adapter(): PersistenceAdapter {
    const stored = createLocalStorageAdapter();
    return { ...stored, load: async (key) => (await stored.load(key)) ?? this.startAt() };
  }

  private wireEvents(player: AudioPlayer): void {
    const seek = this.find<HTMLInputElement>('.seek');
    const play = this.find('.play');
    const time = this.find('.time');
    const showTime = (currentTime: number) => {
      seek.max = String(Math.floor(player.duration));
      seek.value = String(Math.floor(currentTime));
      time.textContent = `${formatTime(currentTime)} / ${formatTime(player.duration)}`;
    };
    const showPlaying = (playing: boolean) => {
      play.innerHTML = playing ? '&#10074;&#10074;' : '&#9654;';
      play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    };
    player.on('play', ({ currentTime }) => {
      showPlaying(true);
      this.fire('tate-play', { currentTime });
    });
    player.on('pause', ({ currentTime }) => {
      showPlaying(false);
      this.fire('tate-pause', { currentTime });
    });
    player.on('timeupdate', (detail) => {
      showTime(detail.currentTime);
      this.fire('tate-timeupdate', detail);
    });
    player.on('durationchange', () => showTime(player.currentTime));
    player.on('ended', ({ currentTime }) => {
      showPlaying(false);
      this.fire('tate-ended', { currentTime });
    });
    player.on('close', ({ currentTime }) => this.fire('tate-close', { currentTime }));
    player.on('error', (error) => this.showError(error));
  }

  private renderMedia(media: MediaInfo): void {
    this.find('.title').textContent = media.title;
    const artwork = this.find<HTMLImageElement>('img');
    artwork.hidden = !media.artwork;
    if (media.artwork) artwork.src = media.artwork;
    this.find('.play').setAttribute('aria-label', 'Play');
  }

  private showError(error: PlayerError | null): void {
    const box = this.find('.error');
    box.hidden = !error;
    box.textContent = error?.message ?? '';
    if (error) this.fire('tate-error', { code: error.code, message: error.message });
  }

  private teardown(): void {
    this.history?.detach();
    this.detachSession?.();
    this.history = null;
    this.detachSession = null;
    this.player?.element.remove();
    this.player = null;
  }

  private fire<Type extends keyof TatePlayerEventMap>(type: Type, detail: TatePlayerEventMap[Type]['detail']): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private find<Found extends Element = HTMLElement>(selector: string): Found {
    const found = this.root.querySelector<Found>(selector);
    if (!found) throw new Error(`The player template lacks ${selector}.`);
    return found;
  }
}
