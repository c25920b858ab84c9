import { afterEach, describe, expect, it, vi } from 'vitest';
import { TatePlayerElement } from './tate-player-element';
import { UNAVAILABLE_HERE } from './media-lookup';

const KEY = `tpk_${'k'.repeat(32)}`;

if (!customElements.get('tate-player')) customElements.define('tate-player', TatePlayerElement);

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<tate-player> refused by Tate', () => {
  it("fires tate-error with the CMS's refusal code and sentence, and shows visitors the plain words", async () => {
    const sentence = "This page's origin is not one of the key's allowed origins: ask Tate to add it.";
    const lookups: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      lookups.push(url);
      const body = { response_code: 403, response_message: sentence, response_data: { code: 'origin-not-allowed' } };
      return new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json' } });
    });
    const player = document.createElement('tate-player');
    const fired = new Promise<Event>((resolve) => document.body.addEventListener('tate-error', resolve, { once: true }));
    player.setAttribute('partner-key', KEY);
    player.setAttribute('api-base', 'https://cms.tate.example/api');
    player.setAttribute('media-id', 'calm-sea');
    document.body.append(player);
    const event = await fired;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event instanceof CustomEvent ? event.detail : null).toEqual({
      code: 'unavailable-here',
      message: UNAVAILABLE_HERE,
      refusal: { code: 'origin-not-allowed', message: sentence },
    });
    expect(lookups).toEqual([`https://cms.tate.example/api/media/calm-sea?key=${KEY}`]);
    expect(player.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(UNAVAILABLE_HERE);
    // Nothing to play: no Play button, slider or time that look ready.
    expect(player.shadowRoot?.querySelector<HTMLElement>('.controls')?.hidden).toBe(true);
  });
});

describe('<tate-player> in a page', () => {
  it('looks its meditation up once, however many attributes it is given at once (each lookup is a play ticket)', async () => {
    const lookups: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      lookups.push(url);
      const body = { response_code: 403, response_message: 'Refused.', response_data: { code: 'origin-not-allowed' } };
      return new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json' } });
    });
    const fired = new Promise<Event>((resolve) => document.body.addEventListener('tate-error', resolve, { once: true }));
    document.body.innerHTML = `<tate-player partner-key="${KEY}" api-base="https://cms.tate.example/api" media-id="calm-sea" token="eyJ.a.b"></tate-player>`;
    await fired;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookups).toEqual([`https://cms.tate.example/api/media/calm-sea?key=${KEY}&token=eyJ.a.b`]);
  });

  it('plays a Play pressed while its meditation is still being looked up, once the lookup answers', async () => {
    const calls: string[] = [];
    let answerLookup: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      if (calls.length > 1) return Promise.resolve(new Response(null, { status: 204 }));
      return new Promise<Response>((resolve) => (answerLookup = resolve));
    });
    // jsdom plays nothing: a media element's play() says it started, as a browser's does.
    const played = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
    });
    document.body.innerHTML = `<tate-player partner-key="${KEY}" api-base="https://cms.tate.example/api" media-id="calm-sea"></tate-player>`;
    await vi.waitFor(() => expect(calls).toHaveLength(1));

    document.querySelector('tate-player')?.shadowRoot?.querySelector<HTMLButtonElement>('button[part="play-button"]')?.click();
    const body = { src: 'https://cms.tate.example/files/calm-sea.mp3?signature=s', title: 'Calm Sea', playTicket: 'ticket-1' };
    answerLookup(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

    await vi.waitFor(() => expect(played).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(calls).toEqual([`https://cms.tate.example/api/media/calm-sea?key=${KEY}`, `https://cms.tate.example/api/media/calm-sea/plays?key=${KEY}&ticket=ticket-1`]));
  });

  it('shows the title it was given and placeholders, not "0:00 / 0:00", until the meditation is ready, then its length', async () => {
    let answerLookup: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (url: string) => {
      if (url.includes('/plays')) return Promise.resolve(new Response(null, { status: 204 }));
      return new Promise<Response>((resolve) => (answerLookup = resolve));
    });
    document.body.innerHTML = `<tate-player partner-key="${KEY}" api-base="https://cms.tate.example/api" media-id="calm-sea" media-title="Calm Sea"></tate-player>`;
    const shadow = document.querySelector('tate-player')?.shadowRoot;
    const part = <Found extends HTMLElement>(name: string) => shadow?.querySelector<Found>(`[part="${name}"]`);
    await vi.waitFor(() => expect(part('card')?.getAttribute('aria-busy')).toBe('true'));
    expect(part('title')?.textContent).toBe('Calm Sea');
    expect(part('time')?.textContent).toBe('');
    expect(part<HTMLInputElement>('seek')?.disabled).toBe(true);

    const body = { src: 'https://cms.tate.example/files/calm-sea.mp3?signature=s', title: 'Calm Sea', playTicket: 'ticket-1' };
    answerLookup(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    const audio = await vi.waitFor(() => {
      const found = shadow?.querySelector('audio');
      if (!found) throw new Error('no audio yet');
      return found;
    });
    // Still loading until the file says how long it is (jsdom reads no file: its metadata is given here).
    expect(part('time')?.textContent).toBe('');
    Object.defineProperty(audio, 'duration', { configurable: true, value: 330 });
    audio.dispatchEvent(new Event('durationchange'));

    await vi.waitFor(() => expect(part('time')?.textContent).toBe('0:00 / 5:30'));
    expect(part('card')?.getAttribute('aria-busy')).toBe('false');
    expect(part<HTMLInputElement>('seek')?.disabled).toBe(false);
  });
});
