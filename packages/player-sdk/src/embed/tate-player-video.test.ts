import { afterEach, describe, expect, it, vi } from 'vitest';
import { TatePlayerElement } from './tate-player-element';

const KEY = `tpk_${'k'.repeat(32)}`;
const LOOKUP = `https://cms.tate.example/api/media/bubble-breaths?key=${KEY}`;
const CUES = [
  { start: 0, end: 2.5, text: 'Take a big breath in.' },
  { start: 2.5, end: 6, text: 'Blow a slow <bubble> & watch it float.' },
];

if (!customElements.get('tate-player')) customElements.define('tate-player', TatePlayerElement);

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Tate's lookup answers a video meditation with its words and a play ticket; every other call is a report. */
function stubTate() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url !== LOOKUP) return new Response(null, { status: 204 });
    const body = { src: 'https://cms.tate.example/files/bubble-breaths.mp4?signature=s', title: 'Bubble Breaths', artwork: 'https://cms.tate.example/uploads/bubbles.jpg', type: 'video/mp4', transcript: { cues: CUES }, playTicket: 'ticket-1' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The captions files the element makes (jsdom has no blob: URLs): their text by address, and those released. */
function stubBlobUrls() {
  const files = new Map<string, Blob>();
  const released: string[] = [];
  vi.stubGlobal('URL', Object.assign(class extends URL {}, {
    createObjectURL: (blob: Blob) => {
      const address = `blob:https://partner.example/${files.size + 1}`;
      files.set(address, blob);
      return address;
    },
    revokeObjectURL: (address: string) => released.push(address),
  }));
  return { files, released };
}

/** jsdom cannot play media: the video's time and playing are driven by hand, as a browser would move them. */
function drive(video: HTMLVideoElement) {
  const state = { currentTime: 0, duration: 6, paused: true };
  Object.defineProperties(video, {
    currentTime: { get: () => state.currentTime, set: (value: number) => void (state.currentTime = value) },
    duration: { get: () => state.duration },
    paused: { get: () => state.paused },
  });
  Object.assign(video, {
    load: () => undefined,
    play: async () => {
      state.paused = false;
      video.dispatchEvent(new Event('play'));
    },
    pause: () => {
      state.paused = true;
      video.dispatchEvent(new Event('pause'));
    },
  });
  return (seconds: number) => {
    state.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  };
}

async function embedded(): Promise<{ player: TatePlayerElement; root: ShadowRoot; video: HTMLVideoElement }> {
  document.body.innerHTML = `<tate-player partner-key="${KEY}" api-base="https://cms.tate.example/api" media-id="bubble-breaths"></tate-player>`;
  const player = document.querySelector('tate-player');
  const root = player?.shadowRoot;
  if (!player || !root) throw new Error('no <tate-player>');
  await vi.waitFor(() => expect(root.querySelector('video')).not.toBeNull());
  const video = root.querySelector('video');
  if (!video) throw new Error('no video');
  return { player, root, video };
}

describe('<tate-player> with a video meditation', () => {
  it('shows a native video with its cover as poster and its words as a default captions track, which a button hides', async () => {
    stubTate();
    const { files, released } = stubBlobUrls();
    const { root, video } = await embedded();

    expect(root.querySelector('audio')).toBeNull();
    expect(video.getAttribute('src')).toBe('https://cms.tate.example/files/bubble-breaths.mp4?signature=s');
    expect(video.poster).toBe('https://cms.tate.example/uploads/bubbles.jpg');
    expect(video.getAttribute('aria-label')).toBe('Bubble Breaths');
    expect(video.controls).toBe(false);
    expect(root.querySelector<HTMLImageElement>('img[part="artwork"]')?.hidden).toBe(true);
    const track = video.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(track?.getAttribute('label')).toBe('English');
    expect(track?.hasAttribute('default')).toBe(true);
    const file = files.get(track?.getAttribute('src') ?? '');
    expect(file?.type).toBe('text/vtt');
    expect(await file?.text()).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nTake a big breath in.\n\n2\n00:00:02.500 --> 00:00:06.000\nBlow a slow &lt;bubble&gt; &amp; watch it float.\n',
    );

    const captions = root.querySelector<HTMLButtonElement>('button[part="captions-button"]');
    expect(captions?.hidden).toBe(false);
    expect(captions?.textContent).toBe('Captions');
    expect(captions?.getAttribute('aria-pressed')).toBe('true');
    captions?.click();
    expect(captions?.getAttribute('aria-pressed')).toBe('false');
    captions?.click();
    expect(captions?.getAttribute('aria-pressed')).toBe('true');

    document.body.replaceChildren();
    expect(released).toEqual([track?.getAttribute('src')]);
  });

  it('fires the audio events from its own controls, tells Tate the play with its ticket, and the line being said', async () => {
    const calls = stubTate();
    stubBlobUrls();
    const { root, video } = await embedded();
    const moveTo = drive(video);
    const fired: Array<[string, unknown]> = [];
    for (const type of ['tate-play', 'tate-pause', 'tate-timeupdate', 'tate-ended', 'tate-cuechange', 'tate-error']) {
      document.body.addEventListener(type, (event) => fired.push([type, (event as CustomEvent).detail]));
    }

    root.querySelector<HTMLButtonElement>('button[part="play-button"]')?.click();
    await vi.waitFor(() => expect(fired).toContainEqual(['tate-play', { currentTime: 0 }]));
    moveTo(3);
    video.dispatchEvent(new Event('playing'));
    expect(root.querySelector('button[part="play-button"]')?.getAttribute('aria-label')).toBe('Pause');
    root.querySelector<HTMLButtonElement>('button[part="play-button"]')?.click();
    moveTo(6);
    video.dispatchEvent(new Event('ended'));

    expect(fired).toEqual([
      ['tate-play', { currentTime: 0 }],
      // The line being said moves with the time, told first, as for audio.
      ['tate-cuechange', { index: 1, text: CUES[1]?.text }],
      ['tate-timeupdate', { currentTime: 3, duration: 6 }],
      ['tate-pause', { currentTime: 3 }],
      ['tate-cuechange', { index: null, text: null }],
      ['tate-timeupdate', { currentTime: 6, duration: 6 }],
      ['tate-ended', { currentTime: 6 }],
    ]);
    expect(calls[0]).toBe(LOOKUP);
    expect(calls.slice(1).map((url) => new URL(url).pathname + new URL(url).search.replace(/ms=\d+/, 'ms=N'))).toEqual([
      `/api/media/bubble-breaths/plays?key=${KEY}&ticket=ticket-1`,
      `/api/media/bubble-breaths/reports?key=${KEY}&ticket=ticket-1&event=startup&ms=N`,
      `/api/media/bubble-breaths/reports?key=${KEY}&ticket=ticket-1&event=completion`,
    ]);
  });
});
