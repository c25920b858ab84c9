import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import { addChild, cmsToken, createActiveParent, signIn, type TestParent } from './support/accounts';
import { axeViolations } from './support/axe';
import { CMS_URL, cmsFirst } from './support/cms';
import { pressWhenHydrated } from './support/hydration';
import { everyPlayedMediaPaused, openLibrary, recordPlayedMedia } from './support/player';

// A free audio meditation whose demo file lasts 4:00 (apps/cms/seed-assets/audio/calm-tones.mp3).
const MEDITATION = 'Goodnight, Little Stars';
const FILE_SECONDS = 240;

type Meditation = { documentId: string; title: string };
type SubCategory = { documentId: string; category: { documentId: string } };

async function saveListeningPosition(request: APIRequestContext, parent: TestParent, childId: string, seconds: number) {
  const media = await cmsFirst<Meditation>(request, `meditations?filters[title][$eq]=${encodeURIComponent(MEDITATION)}&fields[0]=title`);
  const token = await cmsToken(request, parent);
  const saved = await request.post(`${CMS_URL}/api/child-history`, {
    headers: { authtoken: token },
    data: { childId, mediaId: media.documentId, currentMediaTimestamp: seconds, location: 'Test', timeZone: 'UTC', watchingTime: seconds },
  });
  expect(saved.ok()).toBe(true);
}

async function openPlayer(page: Page) {
  // A card says when its meditation was listened to the end ('…, finished').
  await page.getByRole('button', { name: new RegExp(`^Play ${MEDITATION}(, finished)?$`) }).first().click();
  const player = page.getByRole('dialog', { name: MEDITATION });
  await expect(player.getByRole('heading', { name: MEDITATION })).toBeVisible();
  return player;
}

/**
 * A new family with one child (`name`), who stopped at `savedAt` seconds when given; the parent is signed in, on the
 * child's library, with the player open on the meditation.
 */
async function openPlayerFor(page: Page, request: APIRequestContext, label: string, name: string, savedAt?: number) {
  const parent = await createActiveParent(request, label);
  const childId = await addChild(request, parent, name);
  if (savedAt !== undefined) await saveListeningPosition(request, parent, childId, savedAt);
  await signIn(page, parent.email, parent.password);
  await openLibrary(page, `/library/${childId}`);
  return openPlayer(page);
}

/** 65 -> '1:05', as the seek bar shows elapsed time. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const secondsAt = async (page: Page) => Number(await page.getByRole('dialog').getByRole('slider', { name: 'Position' }).inputValue());

test('the player is used by keyboard: Play, seek with the arrow keys, heart and Close; lock screens get its title', async ({ page, request }) => {
  const player = await openPlayerFor(page, request, 'player-keys', 'Kit');
  await expect(player.locator('img.tate-player-modal__cover')).toBeVisible();
  await expect(player.getByText('4:00 left', { exact: true })).toBeAttached();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await player.getByRole('button', { name: 'Play', exact: true }).focus();
  await page.keyboard.press('Enter');
  const pause = player.getByRole('button', { name: 'Pause', exact: true });
  await expect(pause).toBeFocused();
  await expect.poll(() => secondsAt(page)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(MEDITATION);
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
  await page.keyboard.press('Space');
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeFocused();

  const position = player.getByRole('slider', { name: 'Position' });
  await position.focus();
  const before = await secondsAt(page);
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => secondsAt(page)).toBe(before + 5);
  await expect(position).toHaveAttribute('aria-valuetext', `${before + 5} seconds`);
  await expect(player.getByText(clock(before + 5), { exact: true })).toBeVisible();

  await player.getByRole('button', { name: 'Add to favourites' }).focus();
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  await player.getByRole('button', { name: 'Close', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a position saved at the end plays from the beginning, and Start again is offered', async ({ page, request }) => {
  const player = await openPlayerFor(page, request, 'player-end', 'Ada', FILE_SECONDS - 1);

  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(() => secondsAt(page)).toBeGreaterThanOrEqual(2);
  expect(await secondsAt(page)).toBeLessThan(10);
  // Still playing: it did not jump to 4:00 and stop.
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  const startAgain = player.getByRole('button', { name: 'Start again' });
  await expect(startAgain).toBeVisible();
  await startAgain.click();
  await expect.poll(() => secondsAt(page)).toBeLessThan(2);
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
});

test('opened for a child who never listened, the seek bar is at 0:00 and there is nothing to start again', async ({ page, request }) => {
  const player = await openPlayerFor(page, request, 'player-never-listened', 'Kit');
  await expect(player.getByText('4:00 left', { exact: true })).toBeAttached();
  await expect(player.getByRole('slider', { name: 'Position' })).toHaveAttribute('aria-valuetext', '0 seconds');
  await expect(player.getByRole('button', { name: 'Start again' })).toHaveCount(0);
});

test('opened to resume, the seek bar shows where Play goes on, and a seek before Play is kept', async ({ page, request }) => {
  // Ada stopped at 0:30: the bar shows it before Play, and Start again is offered.
  const player = await openPlayerFor(page, request, 'player-resume-shown', 'Ada', 30);
  const position = player.getByRole('slider', { name: 'Position' });
  await expect(position).toHaveAttribute('aria-valuetext', '30 seconds');
  await expect(player.getByText('0:30', { exact: true })).toBeVisible();
  await expect(player.getByText('3:30 left', { exact: true })).toBeAttached();
  await expect(player.getByRole('button', { name: 'Start again' })).toBeVisible();

  // The parent moves it to 1:48 before pressing Play (Page Up is a tenth of the 4:00, 24 s; an arrow is 1 s): Play
  // goes on from 1:48, not from the saved 0:30.
  await position.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('PageUp');
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
  await expect(position).toHaveAttribute('aria-valuetext', '108 seconds');
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(() => secondsAt(page)).toBeGreaterThanOrEqual(109);
  expect(await secondsAt(page)).toBeLessThan(115);
});

test('while the sleep timer runs the player takes its night palette, with a moon and stars, and stays readable', async ({ page }) => {
  await openLibrary(page, '/library');
  const player = await openPlayer(page);
  const sheet = page.locator('.tate-modal').filter({ has: player });
  const title = player.getByRole('heading', { name: MEDITATION });
  await expect(sheet).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(player.locator('.tate-player-modal__night-sky')).toHaveCount(0);

  await player.getByRole('button', { name: 'Sleep timer' }).click();
  await page.getByRole('menu', { name: 'Sleep timer' }).getByRole('menuitemradio', { name: '10 minutes', exact: true }).click();
  await expect(player.getByRole('button', { name: /^Sleep timer (10:00|9:\d\d) left$/ })).toBeVisible();
  // Deep plum behind light text; the moon and stars beside the title.
  await expect(sheet).toHaveCSS('background-color', 'rgb(43, 34, 71)');
  await expect(title).toHaveCSS('color', 'rgb(205, 190, 247)');
  await expect(player.locator('.tate-player-modal__night-sky')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await player.getByRole('button', { name: /^Sleep timer/ }).click();
  await page.getByRole('menu', { name: 'Sleep timer' }).getByRole('menuitemradio', { name: 'Off' }).click();
  await expect(sheet).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(player.locator('.tate-player-modal__night-sky')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the player is a full-screen sheet; every control is at least 44 px; the sleep timer row stays on one line', async ({ page, request }) => {
    const player = await openPlayerFor(page, request, 'player-phone', 'Ola', 30);
    await expect(player.getByRole('button', { name: 'Start again' })).toBeVisible();

    const sheet = await page.locator('.tate-modal').filter({ has: player }).boundingBox();
    expect(sheet).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    const close = await player.getByRole('button', { name: 'Close', exact: true }).boundingBox();
    expect(close?.y).toBeLessThan(80);

    await player.getByRole('button', { name: 'Sleep timer' }).click();
    await page.getByRole('menu', { name: 'Sleep timer' }).getByRole('menuitemradio', { name: '5 minutes', exact: true }).click();
    const timer = player.getByRole('button', { name: /^Sleep timer [45]:\d\d left$/ });
    await expect(timer).toBeVisible();
    const [timerBox, restartBox] = await Promise.all([timer.boundingBox(), player.getByRole('button', { name: 'Start again' }).boundingBox()]);
    expect(restartBox?.y).toBe(timerBox?.y);

    const controls = [
      ...(await player.getByRole('button').all()),
      player.locator('.tate-seek-bar__track'),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
      expect.soft(box?.width ?? 0, `${name} is wide enough`).toBeGreaterThanOrEqual(44);
      expect.soft(box?.height ?? 0, `${name} is tall enough`).toBeGreaterThanOrEqual(44);
    }
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
});

test('the sleep timer fades the meditation out and pauses it after the chosen minutes', async ({ page }) => {
  // The page's clocks (Date, timers) are Playwright's: they run in real time until the test jumps them forward.
  await page.clock.install();
  await recordPlayedMedia(page);
  await openLibrary(page, '/library');
  const player = await openPlayer(page);
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => secondsAt(page)).toBeGreaterThanOrEqual(1);

  await player.getByRole('button', { name: 'Sleep timer' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Sleep timer' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Off', '5 minutes', '10 minutes', '15 minutes', '30 minutes', 'End of meditation']);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: /^Sleep timer [45]:\d\d left$/ })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  await page.clock.fastForward('05:01');
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Sleep timer', exact: true })).toBeVisible();
  const stoppedAt = await secondsAt(page);
  expect(stoppedAt).toBeLessThan(FILE_SECONDS - 10);
  // Paused, not only silent: the element itself stopped, so its position stays where the timer left it.
  await expect.poll(() => everyPlayedMediaPaused(page)).toBe(true);
  expect(await secondsAt(page)).toBe(stoppedAt);
});

test('a playing video gives lock screens its title too', async ({ page, request }) => {
  const subCategory = await cmsFirst<SubCategory>(
    request,
    'sub-categories?filters[slug][$eq]=bubble-breaths&fields[0]=name&populate[category][fields][0]=name',
  );
  const parent = await createActiveParent(request, 'player-video-session');
  await signIn(page, parent.email, parent.password);
  await page.goto(`/library/videodetails/${subCategory.category.documentId}/${subCategory.documentId}`, { waitUntil: 'networkidle' });
  // This parent has no children: the page's one Play plays at once.
  await pressWhenHydrated(page.getByRole('button', { name: 'Play', exact: true }));
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Bubble Breaths');
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
});

