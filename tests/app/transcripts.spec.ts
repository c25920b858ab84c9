import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import { createActiveParent, signIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { pressWhenHydrated } from './support/hydration';
import { chooseCaptions } from './support/player';
import { CMS_URL, cmsFirst } from './support/cms';

/**
 * Issue 41: every meditation readable. Read-along in the player (the line being said lights up, follows a seek, and
 * a pressed line plays from there), the words on a page of their own that works without JavaScript (a paid
 * meditation's only for members), and a video's captions behind the CC button. The words expected are read from the
 * CMS's one-media answer, which is where the web gets them too.
 */

// Free demo audio (apps/cms/seed-assets/transcripts/, seeded with the library) and a paid one.
const FREE_AUDIO = 'Goodnight, Little Stars';
const PAID_AUDIO = 'The Sleepy Cloud Boat';

type Cue = { start: number; end: number; text: string };

async function documentId(request: APIRequestContext, title: string): Promise<string> {
  const media = await cmsFirst<{ documentId: string }>(request, `meditations?filters[title][$eq]=${encodeURIComponent(title)}&fields[0]=title`);
  return media.documentId;
}

type OneMedia = { transcript: { cues: Cue[] } | null; ageRanges: string[] };

/** The CMS's one-media answer to a visitor (no token): the web reads the words and ages from it. */
async function cmsMedia(request: APIRequestContext, mediaId: string): Promise<OneMedia> {
  const response = await request.get(`${CMS_URL}/api/category/media/${mediaId}`);
  return ((await response.json()) as { response_data: OneMedia }).response_data;
}

/** The cues the CMS gives a visitor with a meditation, or null. */
async function cmsCues(request: APIRequestContext, mediaId: string): Promise<Cue[] | null> {
  return (await cmsMedia(request, mediaId)).transcript?.cues ?? null;
}

/** The cue at `index`; the test fails when there is none. */
function cueNumber(cues: Cue[], index: number): Cue {
  const cue = cues[index];
  if (!cue) throw new Error(`no cue ${index}`);
  return cue;
}

/** The cue whose time holds `seconds`. */
function cueAt(cues: Cue[], seconds: number): Cue {
  const cue = cues.find((candidate) => candidate.start <= seconds && seconds < candidate.end);
  if (!cue) throw new Error(`no cue at ${seconds} s`);
  return cue;
}

const position = (page: Page) => page.getByRole('dialog').getByRole('slider', { name: 'Position' });

async function seekBy(page: Page, seconds: number) {
  await position(page).focus();
  for (let step = 0; step < seconds; step += 1) await page.keyboard.press('ArrowRight');
}

test('read-along lights the line said at 0:05, follows a seek, and a pressed line plays from there', async ({ page, request }) => {
  const mediaId = await documentId(request, FREE_AUDIO);
  const cues = await cmsCues(request, mediaId);
  expect(cues?.length ?? 0, 'the demo meditation has its words').toBeGreaterThan(3);
  const words = cues ?? [];

  await page.goto('/library', { waitUntil: 'networkidle' });
  await pressWhenHydrated(page.getByRole('button', { name: `Play ${FREE_AUDIO}`, exact: true }).first());
  const player = page.getByRole('dialog', { name: FREE_AUDIO });
  const readAlong = player.getByRole('button', { name: 'Read along' });
  await readAlong.click();
  await expect(readAlong).toHaveAttribute('aria-pressed', 'true');
  const lines = player.getByRole('region', { name: 'Read along' }).getByRole('listitem');
  await expect(lines).toHaveCount(words.length);
  const current = player.locator('[aria-current="true"]');

  // 0:05, by keyboard on the seek bar: the line said then lights up, and only that one.
  await seekBy(page, 5);
  await expect(position(page)).toHaveValue('5');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(cueAt(words, 5).text);

  // A seek further on moves the light to the line said there.
  const later = cueNumber(words, 3);
  const target = Math.ceil(later.start);
  await seekBy(page, target - 5);
  await expect(position(page)).toHaveValue(String(target));
  await expect(current).toHaveText(cueAt(words, target).text);

  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // A pressed line plays from its start.
  const pressed = cueNumber(words, 1);
  await lines.nth(1).getByRole('button').click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(async () => Number(await position(page).inputValue())).toBeGreaterThanOrEqual(Math.floor(pressed.start));
  expect(Number(await position(page).inputValue())).toBeLessThan(pressed.end + 2);
  await expect(current).toHaveText(pressed.text);

  // Closed again, the cover is back.
  await readAlong.click();
  await expect(readAlong).toHaveAttribute('aria-pressed', 'false');
  await expect(player.getByRole('region', { name: 'Read along' })).toHaveCount(0);

  // The page of its words (axe needs the JavaScript the journey below goes without).
  await page.goto(`/transcript/${mediaId}`);
  await expect(page.getByRole('heading', { level: 1, name: FREE_AUDIO })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a meditation's words are on a page of their own, whole; a paid meditation's only for members", async ({ page, request }) => {
    const freeId = await documentId(request, FREE_AUDIO);
    const words = (await cmsCues(request, freeId)) ?? [];
    expect(words.length).toBeGreaterThan(3);

    // From the card, to the page.
    await page.goto('/library');
    await page.getByRole('link', { name: `Read the words of ${FREE_AUDIO}`, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/transcript/${freeId}$`));
    await expect(page.getByRole('heading', { level: 1, name: FREE_AUDIO })).toBeVisible();
    const { ageRanges } = await cmsMedia(request, freeId);
    expect(ageRanges.length).toBeGreaterThan(0);
    await expect(page.getByText(`For ages ${ageRanges.join(', ')}`)).toBeVisible();
    const lines = page.getByRole('listitem').filter({ has: page.locator('time') });
    await expect(lines).toHaveCount(words.length);
    await expect(lines.first()).toContainText(words[0]?.text ?? '');
    await expect(lines.last()).toContainText(words[words.length - 1]?.text ?? '');

    // A paid meditation: its words follow its media. A visitor is asked to log in, and the CMS gives them none.
    const paidId = await documentId(request, PAID_AUDIO);
    expect(await cmsCues(request, paidId)).toBeNull();
    await page.goto(`/transcript/${paidId}`);
    await expect(page.getByText('The words of this meditation are for members, like the meditation itself.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to read' })).toHaveAttribute('href', '/login');
    await expect(page.locator('time')).toHaveCount(0);

    // A member reads them.
    const parent = await createActiveParent(request, 'words');
    await signIn(page, parent.email, parent.password);
    await page.goto(`/transcript/${paidId}`);
    await expect(page.getByRole('heading', { level: 1, name: PAID_AUDIO })).toBeVisible();
    await expect(page.locator('time').first()).toBeVisible();

    // Search engines find the free words.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/transcript/${freeId}</loc>`);
    expect(sitemap).not.toContain(`/transcript/${paidId}</loc>`);
  });
});

test("a video's captions are its words: off at first, on with CC, off again with CC", async ({ page, request }) => {
  const title = 'Bubble Breaths';
  const mediaId = await documentId(request, title);
  const words = (await cmsCues(request, mediaId)) ?? [];
  expect(words.length).toBeGreaterThan(1);
  const captions = await request.get(`/player/captions/${mediaId}`);
  expect(captions.headers()['content-type']).toContain('text/vtt');
  expect(await captions.text()).toMatch(/^WEBVTT/);

  await page.goto('/library', { waitUntil: 'networkidle' });
  const track = page.waitForResponse((response) => new URL(response.url()).pathname === `/player/captions/${mediaId}`);
  await pressWhenHydrated(page.getByRole('region', { name: 'Breathing Buddies meditations' }).getByLabel(`Play ${title}`, { exact: true }).first());
  const player = page.getByRole('dialog', { name: title });
  const video = player.locator('video');
  await expect(player.getByRole('link', { name: 'Read the words of this video' })).toHaveAttribute('href', `/transcript/${mediaId}`);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await player.getByRole('button', { name: 'Play Video' }).click();
  const shown = player.locator('.vjs-text-track-cue');
  await expect(shown).toHaveCount(0);

  await chooseCaptions(player, /English/);
  // The player read the words from the web's captions address (video.js may fetch them as it starts, or when turned on).
  expect((await track).status()).toBe(200);
  // The caption on screen is the line the CMS has for the moment the video is at.
  await expect
    .poll(async () => {
      const at = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
      const text = (await shown.count()) > 0 ? await shown.first().innerText() : '';
      return text !== '' && text === words.find((cue) => cue.start <= at && at < cue.end)?.text;
    })
    .toBe(true);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await chooseCaptions(player, /captions off/i);
  await expect(shown).toHaveCount(0);
});
