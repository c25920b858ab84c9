import { cuesToWebVtt } from '@tate/contracts/webvtt';
import { formatClock } from '@tate/ui/format-clock';
import { AudioPlayer } from '../core/audio-player';
import type { TranscriptCue } from '../core/cues';
import { toPlayerError, type PartnerRefusal, type PlayerError } from '../core/errors';
import type { MediaInfo } from '../core/media';
import { PlayerStore, type PlayerState } from '../core/player-store';
import { createLocalStorageAdapter } from '../history/local-storage-adapter';
import { attachPlaybackHistory, type PlaybackHistory } from '../history/playback-history';
import type { PersistenceAdapter } from '../history/persistence';
import { connectMediaSession } from '../media-session/media-session';
import { keepLineInView } from '../read-along/keep-line-in-view';
import { lookUpMedia, mediaUrls, playReportUrl } from './media-lookup';
import { playReports, type PlayReports } from './play-reports';
import { embedStyles } from './styles';

const OBSERVED = ['media-src', 'media-title', 'artwork', 'start-at', 'media-id', 'api-base', 'partner-key', 'token', 'remember-position', 'read-along'] as const;

export interface TatePlayerEventMap {
  'tate-play': CustomEvent<{ currentTime: number }>;
  'tate-pause': CustomEvent<{ currentTime: number }>;
  'tate-timeupdate': CustomEvent<{ currentTime: number; duration: number }>;
  'tate-ended': CustomEvent<{ currentTime: number }>;
  'tate-close': CustomEvent<{ currentTime: number }>;
  'tate-error': CustomEvent<{ code: string; message: string; refusal?: PartnerRefusal }>;
  'tate-cuechange': CustomEvent<{ index: number | null; text: string | null }>;
}

/** Events leave the shadow root and bubble, so a host page can listen on any ancestor. */
function tateEvent<Type extends keyof TatePlayerEventMap>(type: Type, detail: TatePlayerEventMap[Type]['detail']) {
  return new CustomEvent(type, { detail, bubbles: true, composed: true });
}

const template = `
<div class="card" part="card" aria-busy="true">
  <img part="artwork" alt="" hidden>
  <div class="body">
    <p class="title" part="title"></p>
    <div class="controls">
      <button type="button" class="play" part="play-button" aria-label="Play">&#9654;</button>
      <input type="range" class="seek" part="seek" min="0" max="0" step="1" value="0" aria-label="Position" disabled>
      <span class="time" part="time"></span>
      <button type="button" class="close" part="close-button" aria-label="Close player">&times;</button>
    </div>
    <button type="button" class="captions-toggle" part="captions-button" aria-pressed="true" hidden>Captions</button>
    <button type="button" class="read-along-toggle" part="read-along-button" aria-expanded="false" aria-controls="transcript" hidden>Read along</button>
    <ol class="transcript" id="transcript" part="transcript" aria-label="Read along" hidden></ol>
    <p class="error" role="alert" hidden></p>
  </div>
</div>`;

function shadowContent(): DocumentFragment {
  const holder = document.createElement('template');
  holder.innerHTML = `<style>${embedStyles}</style>${template}`;
  return holder.content;
}

/**
 * `<tate-player>`: a drop-in meditation player for partner sites. It renders from the SDK's PlayerStore, the
 * same store the React hook reads, so it plays by the same rules (the first Play resumes).
 *
 * @tagname tate-player
 *
 * @attr {string} media-src - URL of the audio file to play. A meditation looked up by `media-id` is audio or video, as
 *   Tate says (`type`): a video shows above the controls, its cover as the poster, with captions from its words.
 * @attr {string} media-title - Title shown on the card and on lock screens.
 * @attr {string} artwork - URL of the cover picture.
 * @attr {number} start-at - Second at which the first Play starts when no position is remembered.
 * @attr {string} media-id - Meditation id; with `api-base` and no `media-src` the element looks the media up.
 * @attr {string} api-base - Base URL of the Tate CMS API used to look a `media-id` up (e.g. `https://cms.tate.example/api`).
 * @attr {string} partner-key - Your partner key (`tpk_…`, from Tate). With `media-id` and `api-base` the meditation plays
 *   only on your allowed origins, and only when it is free or licensed to you; each first Play is counted for you.
 * @attr {string} token - For a paid meditation licensed to you: a token your server signs for this page (a JWT, HS256,
 *   with your signing secret, at most an hour; see "Paid meditations" on Tate's partner page). Never put the secret
 *   itself in a page. Without a valid token a paid meditation does not play.
 * @attr {boolean} remember-position - Keep the position in this browser and resume from it on the first Play.
 * @attr {boolean} read-along - Open the meditation's words from the start. When the lookup answers a transcript
 *   (`transcript.cues`), a 'Read along' button shows them in any case: the line being said is highlighted and pressing
 *   a line plays from it.
 *
 * @fires {CustomEvent<{ currentTime: number }>} tate-play - Playback started.
 * @fires {CustomEvent<{ currentTime: number }>} tate-pause - Playback paused.
 * @fires {CustomEvent<{ currentTime: number; duration: number }>} tate-timeupdate - The position moved while playing.
 * @fires {CustomEvent<{ currentTime: number }>} tate-ended - The meditation reached its end.
 * @fires {CustomEvent<{ currentTime: number }>} tate-close - The player was closed; `currentTime` is where it stopped.
 * @fires {CustomEvent<{ code: string; message: string; refusal?: { code: string; message: string; retryAfter?: number } }>} tate-error - The
 *   media could not be found, loaded or played; `code` is `unavailable-here` when Tate refused the lookup, and then
 *   `refusal` says why for you, the developer: its stable `code` (such as `origin-not-allowed`, listed under
 *   "Refusal codes" on Tate's partner page), a sentence on what to do, and `retryAfter` seconds for `rate-limited`. Visitors see only
 *   `message`.
 * @fires {CustomEvent<{ index: number | null; text: string | null }>} tate-cuechange - The line being said changed
 *   (`index` in the transcript and its text), or none is (null), for a meditation with a transcript.
 *
 * @csspart card - The whole player card.
 * @csspart artwork - The cover picture (audio; a video shows it as its poster).
 * @csspart video - A video meditation's picture (a native video element, driven by the card's controls).
 * @csspart captions-button - The 'Captions' button that shows or hides a video's captions (`aria-pressed`; only for a
 *   video with words).
 * @csspart title - The meditation's title.
 * @csspart play-button - The Play / Pause button.
 * @csspart seek - The position slider.
 * @csspart time - The 'elapsed / total' text (a placeholder bar until the meditation's length is known).
 * @csspart close-button - The close button.
 * @csspart read-along-button - The 'Read along' button that shows or hides the words (only with a transcript).
 * @csspart transcript - The list of the meditation's words, one button per line.
 * @csspart cue - One line of the words; the line being said has `aria-current="true"`.
 *
 * @cssprop [--tate-font=system-ui, sans-serif] - Font family of the card.
 * @cssprop [--tate-text=#1f2a44] - Text colour.
 * @cssprop [--tate-surface=#fff8ef] - Card background.
 * @cssprop [--tate-radius=1rem] - Corner radius of the card (the artwork uses three quarters of it).
 * @cssprop [--tate-accent=#3b5bdb] - Play button and slider colour.
 * @cssprop [--tate-on-accent=#fff] - Colour of the Play button's icon.
 * @cssprop [--tate-focus=#f08c00] - Keyboard focus ring.
 * @cssprop [--tate-highlight=#e7ebff] - Background of the line being said in the read-along.
 * @cssprop [--tate-on-highlight=#1f2a44] - Text colour of the line being said.
 * @cssprop [--tate-placeholder=rgba(31,42,68,.12)] - The bars standing for the title and time while the meditation loads.
 */
export class TatePlayerElement extends HTMLElement {
  static readonly observedAttributes = OBSERVED;

  private readonly root: ShadowRoot;
  private store: PlayerStore | null = null;
  private history: PlaybackHistory | null = null;
  private detachSession: (() => void) | null = null;
  private loadVersion = 0;
  /** The media's load under way (its lookup, then the set-up), or null before the first. */
  private loading: Promise<void> | null = null;
  private shownError: PlayerError | null = null;
  /** Where this media's first Play is counted for the partner, with its lookup's ticket (keyed lookups only). */
  private reports: PlayReports | null = null;
  /** A video's captions file (a blob: URL made from its words), released with the video. */
  private captionsUrl: string | null = null;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.root.append(shadowContent());
    this.find('.play').addEventListener('click', () => void this.togglePlay());
    this.find('.close').addEventListener('click', () => this.close());
    const seek = this.find<HTMLInputElement>('.seek');
    seek.addEventListener('input', () => this.store?.seek(Number(seek.value)));
    this.find('.read-along-toggle').addEventListener('click', () => this.showTranscript(this.find('.transcript').hidden));
    const captions = this.find('.captions-toggle');
    captions.addEventListener('click', () => this.showCaptions(captions.getAttribute('aria-pressed') !== 'true'));
  }

  /** Playback time in seconds. */
  get currentTime(): number {
    return this.store?.player.currentTime ?? 0;
  }

  /** Length of the meditation in seconds (0 until known). */
  get duration(): number {
    return this.store?.player.duration ?? 0;
  }

  /** Whether playback is paused (true before the first Play). */
  get paused(): boolean {
    return this.store?.player.paused ?? true;
  }

  connectedCallback(): void {
    this.requestLoad();
  }

  disconnectedCallback(): void {
    this.teardown();
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (name === 'read-along') {
      this.showTranscript(next !== null);
      return;
    }
    if (previous === next || !this.isConnected || name === 'start-at') return;
    const media = this.store?.player.media;
    if (media && (name === 'media-title' || name === 'artwork')) {
      this.renderMedia({ ...media, title: this.getAttribute('media-title') ?? '', artwork: this.getAttribute('artwork') ?? undefined });
      return;
    }
    this.requestLoad();
  }

  /**
   * Loads the media once the current task's attribute changes are all made: an element upgraded with its attributes
   * (the script after the markup) gets a callback per attribute and one on connection, which made as many lookups
   * (each a play ticket, each counted against the partner's limits) where one is needed.
   */
  private requestLoad(): void {
    const version = ++this.loadVersion;
    queueMicrotask(() => {
      if (version === this.loadVersion && this.isConnected) this.loading = this.loadMedia();
    });
  }

  /**
   * Plays: the first time from the saved position (remember-position) or from start-at. A Play pressed while the media
   * is still being looked up plays once it is ready (it did nothing on a slow network).
   */
  async play(): Promise<void> {
    if (!this.store) await this.loading;
    await this.store?.play();
  }

  /** Pauses; the next Play goes on from here. */
  pause(): void {
    this.store?.pause();
  }

  /** Stops the player and returns the playback time; fires tate-close. */
  close(): number {
    const currentTime = this.store?.close() ?? 0;
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
    this.showLoading();
    try {
      const resolved = await this.resolveMedia();
      if (!resolved || version !== this.loadVersion) return;
      this.reports = playReports(resolved.playsUrl);
      this.setUp(resolved.media);
    } catch (error) {
      if (version !== this.loadVersion) return;
      // Nothing to play: no Play button or slider that looks ready, only the words saying why.
      this.find('.controls').hidden = true;
      this.find('.card').setAttribute('aria-busy', 'false');
      this.showError(toPlayerError(error));
    }
  }

  private async resolveMedia(): Promise<{ media: MediaInfo; playsUrl: string | null } | null> {
    const src = this.getAttribute('media-src');
    const mediaId = this.getAttribute('media-id') ?? undefined;
    const apiBase = this.getAttribute('api-base');
    if (!src && mediaId && apiBase) {
      const urls = mediaUrls(apiBase, mediaId, this.getAttribute('partner-key'), this.getAttribute('token'));
      const { media: found, playTicket } = await lookUpMedia(urls.lookup, mediaId);
      const media = { ...found, title: this.getAttribute('media-title') ?? found.title, artwork: this.getAttribute('artwork') ?? found.artwork };
      return { media, playsUrl: playReportUrl(urls.plays, playTicket) };
    }
    if (!src) return null;
    const media = { src, id: mediaId, title: this.getAttribute('media-title') ?? '', artwork: this.getAttribute('artwork') ?? undefined };
    return { media, playsUrl: null };
  }

  private setUp(media: MediaInfo): void {
    const element = media.type?.startsWith('video/') ? this.videoFor(media) : document.createElement('audio');
    // The first audio after a Play: the startup the embed reports.
    element.addEventListener('playing', () => this.reports?.playing());
    if (element instanceof HTMLVideoElement) this.find('.card').prepend(element);
    else this.root.append(element);
    // A video element is driven as the audio one is (it is a media element too): the same store, events and reports.
    const player = new AudioPlayer({ element: element as HTMLMediaElement as HTMLAudioElement });
    const store = new PlayerStore(player);
    this.store = store;
    this.hidden = false;
    this.find('.controls').hidden = false;
    this.renderMedia(media);
    this.wireEvents(player);
    store.subscribe(() => this.render(store.getState()));
    store.on('cuechange', ({ index, cue }) => {
      this.highlightLine(index);
      this.fire('tate-cuechange', { index, text: cue?.text ?? null });
    });
    this.renderTranscript(media.cues ?? []);
    this.detachSession = connectMediaSession(player);
    if (this.hasAttribute('remember-position')) {
      this.history = attachPlaybackHistory(player, { adapter: this.adapter(), key: { mediaId: media.id ?? media.src } });
      store.setHistory(this.history);
    }
    store.load(media, { startAt: this.startAt() });
  }

  /**
   * A native video for a video meditation (no video.js in this file): the card's controls drive it, its cover is the
   * poster, and its words are captions (a WebVTT file in the page's memory), shown by default.
   */
  private videoFor(media: MediaInfo): HTMLVideoElement {
    const video = document.createElement('video');
    video.setAttribute('part', 'video');
    video.playsInline = true;
    video.setAttribute('playsinline', '');
    video.addEventListener('click', () => void this.togglePlay());
    const cues = media.cues ?? [];
    if (cues.length > 0) {
      this.captionsUrl = URL.createObjectURL(new Blob([cuesToWebVtt(cues)], { type: 'text/vtt' }));
      const track = document.createElement('track');
      for (const [name, value] of Object.entries({ kind: 'captions', label: 'English', srclang: 'en', src: this.captionsUrl, default: '' })) track.setAttribute(name, value);
      video.append(track);
    }
    this.find('.captions-toggle').hidden = cues.length === 0;
    return video;
  }

  /** Shows or hides the video's captions (the Captions button says which, aria-pressed). */
  private showCaptions(shown: boolean): void {
    this.find('.captions-toggle').setAttribute('aria-pressed', String(shown));
    const track = this.root.querySelector('track')?.track;
    if (track) track.mode = shown ? 'showing' : 'hidden';
  }

  private adapter(): PersistenceAdapter {
    const stored = createLocalStorageAdapter();
    return { ...stored, load: async (key) => (await stored.load(key)) ?? this.startAt() };
  }

  /** Re-fires the player's events on the element for the host page. */
  private wireEvents(player: AudioPlayer): void {
    player.on('play', ({ currentTime }) => {
      this.reports?.played();
      this.fire('tate-play', { currentTime });
    });
    player.on('pause', ({ currentTime }) => this.fire('tate-pause', { currentTime }));
    player.on('timeupdate', (detail) => {
      this.reports?.progressed(detail.currentTime, detail.duration);
      this.fire('tate-timeupdate', detail);
    });
    player.on('ended', ({ currentTime }) => this.fire('tate-ended', { currentTime }));
    player.on('close', ({ currentTime }) => this.fire('tate-close', { currentTime }));
  }

  /**
   * The card while its meditation is looked up and its length read: the title the page gave (or a placeholder bar),
   * a placeholder where the time goes and a slider that does not move, never a title-less "0:00 / 0:00" that looks
   * ready and empty. Play stays pressable: a press waits for the load (`play`).
   */
  private showLoading(): void {
    this.find('.card').setAttribute('aria-busy', 'true');
    this.find('.title').textContent = this.getAttribute('media-title') ?? '';
    this.find('.time').textContent = '';
    this.find<HTMLInputElement>('.seek').disabled = true;
  }

  /** Shows the store's snapshot: play button, seek bar, time (once the length is known) and error. */
  private render(state: PlayerState): void {
    const known = state.duration > 0;
    const seek = this.find<HTMLInputElement>('.seek');
    seek.max = String(Math.floor(state.duration));
    seek.value = String(Math.floor(state.currentTime));
    seek.disabled = !known;
    this.find('.card').setAttribute('aria-busy', String(!known && !state.error));
    this.find('.time').textContent = known ? `${formatClock(state.currentTime)} / ${formatClock(state.duration)}` : '';
    const play = this.find('.play');
    play.innerHTML = state.paused ? '&#9654;' : '&#10074;&#10074;';
    play.setAttribute('aria-label', state.paused ? 'Play' : 'Pause');
    if (state.error !== this.shownError) this.showError(state.error);
  }

  private renderMedia(media: MediaInfo): void {
    this.find('.title').textContent = media.title;
    const artwork = this.find<HTMLImageElement>('img');
    const video = this.root.querySelector('video');
    artwork.hidden = !media.artwork || video !== null;
    if (video) {
      video.setAttribute('aria-label', media.title);
      video.poster = media.artwork ?? '';
    }
    if (media.artwork) artwork.src = media.artwork;
    this.find('.play').setAttribute('aria-label', 'Play');
  }

  /** One button per line of the words (none without a transcript: the Read along button hides too). */
  private renderTranscript(cues: readonly TranscriptCue[]): void {
    const list = this.find('.transcript');
    list.replaceChildren(
      ...cues.map((cue) => {
        const item = document.createElement('li');
        const line = document.createElement('button');
        line.type = 'button';
        line.className = 'cue';
        line.setAttribute('part', 'cue');
        line.textContent = cue.text;
        line.addEventListener('click', () => this.store?.seek(cue.start));
        item.append(line);
        return item;
      }),
    );
    this.find('.read-along-toggle').hidden = cues.length === 0;
    this.showTranscript(cues.length > 0 && this.hasAttribute('read-along'));
  }

  private showTranscript(shown: boolean): void {
    const list = this.find('.transcript');
    list.hidden = !shown || list.childElementCount === 0;
    this.find('.read-along-toggle').setAttribute('aria-expanded', String(!list.hidden));
    if (!list.hidden) this.highlightLine(this.store?.getState().activeCue ?? null);
  }

  /** Marks the line being said (aria-current) and keeps it in view while the words are shown. */
  private highlightLine(index: number | null): void {
    const list = this.find('.transcript');
    for (const [position, line] of Array.from(list.querySelectorAll('.cue')).entries()) {
      if (position === index) line.setAttribute('aria-current', 'true');
      else line.removeAttribute('aria-current');
    }
    const current = index === null ? null : list.children.item(index);
    if (!list.hidden && current instanceof HTMLElement) keepLineInView(list, current);
  }

  private showError(error: PlayerError | null): void {
    this.shownError = error;
    const box = this.find('.error');
    box.hidden = !error;
    box.textContent = error?.message ?? '';
    if (error) this.fire('tate-error', error.refusal ? { code: error.code, message: error.message, refusal: error.refusal } : { code: error.code, message: error.message });
  }

  private teardown(): void {
    this.reports = null;
    this.history?.detach();
    this.detachSession?.();
    this.history = null;
    this.detachSession = null;
    this.store?.player.element.remove();
    this.store = null;
    if (this.captionsUrl) URL.revokeObjectURL(this.captionsUrl);
    this.captionsUrl = null;
    this.find('.captions-toggle').hidden = true;
    this.find('.captions-toggle').setAttribute('aria-pressed', 'true');
    this.renderTranscript([]);
  }

  private fire<Type extends keyof TatePlayerEventMap>(type: Type, detail: TatePlayerEventMap[Type]['detail']): void {
    this.dispatchEvent(tateEvent(type, detail));
  }

  private find<Found extends Element = HTMLElement>(selector: string): Found {
    const found = this.root.querySelector<Found>(selector);
    if (!found) throw new Error(`The player template lacks ${selector}.`);
    return found;
  }
}
