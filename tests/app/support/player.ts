import { expect, type Locator, type Page } from '@playwright/test';
import { pressWhenHydrated } from './hydration';

/** Presses a card's Play button and checks the player opens with that meditation and really plays. */
export async function expectCardPlays(page: Page, area: Locator, title: string) {
  await pressWhenHydrated(area.getByRole('button', { name: `Play ${title}`, exact: true }).first());
  const player = page.getByRole('dialog', { name: title });
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => Number(await player.getByRole('slider', { name: 'Position' }).inputValue())).toBeGreaterThan(0);
  await player.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Chooses a video's captions (`choice`: /English/, /captions off/i) in video.js's Captions menu, by keyboard: while a
 * video plays, video.js fades its control bar out after a moment without the pointer, and the picture takes the
 * clicks, so a click can miss where a keyboard press reaches the button.
 */
export async function chooseCaptions(player: Locator, choice: RegExp) {
  await player.getByRole('button', { name: 'Captions' }).press('Enter');
  await player.getByRole('menuitemradio', { name: choice }).press('Enter');
}

type MediaWindow = Window & { tatePlayedMedia?: HTMLMediaElement[]; tatePlayingFrom?: number[] };

/**
 * Keeps every audio or video element the page plays (the players' elements are not in the document), and the position
 * each start of playback came from (the `playing` event), so a test can ask what the element did rather than wait.
 */
export async function recordPlayedMedia(page: Page) {
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    const playingFrom: number[] = [];
    Object.assign(window, { tatePlayedMedia: played, tatePlayingFrom: playingFrom });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playAndRecord(this: HTMLMediaElement) {
      if (!played.includes(this)) {
        played.push(this);
        this.addEventListener('playing', () => playingFrom.push(this.currentTime));
      }
      return play.call(this);
    };
  });
}

/** Whether every element the page has played (recordPlayedMedia) is paused: its position cannot move. */
export function everyPlayedMediaPaused(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const played = (window as MediaWindow).tatePlayedMedia ?? [];
    return played.length > 0 && played.every((element) => element.paused);
  });
}

/** The position, in seconds, the latest start of playback came from (recordPlayedMedia); null before any. */
export function lastPlayingFrom(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as MediaWindow).tatePlayingFrom?.at(-1) ?? null);
}

/**
 * Opens a library page once nothing more will change under the journey: its requests done, and the media service
 * worker (registered by the page, `apps/web/app/library/media-worker.ts`) in control of it, as it takes every page
 * it serves (it claims its clients). A journey that starts playing while the worker is taking the page raced it: in
 * the stop CI of 8396567 under load, the library's downloads chunks requested at that moment never answered.
 */
export async function openLibrary(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
