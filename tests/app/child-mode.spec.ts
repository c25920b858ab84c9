import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addChild, cmsToken, createActiveParent, signIn, type TestParent } from './support/accounts';
import { axeViolations } from './support/axe';
import { bubbleBreathsPath, CMS_URL, cmsFirst } from './support/cms';
import { pressWhenHydrated } from './support/hydration';

// Issue 54 item 2, the web: a parent gives this device to a child; from then on it shows only that child's library
// (docs/decisions/2026-11-28-web-child-mode.md), night as a whole at bedtime, and the parent PIN takes it back.

const PIN = '2468';
/** The night palette's background, on the body and the header. */
const NIGHT = 'rgb(43, 34, 71)';

/** "HH:MM" in UTC, `minutes` from now. */
function utcClock(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString().slice(11, 16);
}

/**
 * A new family with one child, Ada, a parent PIN (unless `withPin` is false) and, when `quiet`, quiet hours now (no
 * routine: nothing plays); when `pastLimit`, a 5-minute daily limit Ada has used up today.
 */
async function family(
  request: APIRequestContext,
  label: string,
  { quiet, pastLimit = false, withPin = true }: { quiet: boolean; pastLimit?: boolean; withPin?: boolean },
) {
  const parent = await createActiveParent(request, label);
  const childId = await addChild(request, parent, 'Ada Lovelace');
  const authtoken = await cmsToken(request, parent);
  if (withPin) {
    const pin = await request.put(`${CMS_URL}/api/parent-gate/pin`, { headers: { authtoken }, data: { password: parent.password, pin: PIN } });
    expect(((await pin.json()) as { response_code: number }).response_code).toBe(200);
  }
  if (quiet) {
    const bedtime = { bedtime: utcClock(-60), wakeTime: utcClock(8 * 60), timeZone: 'UTC', routine: [], dailyLimitMinutes: null };
    const saved = await request.put(`${CMS_URL}/api/children/${childId}/bedtime`, { headers: { authtoken }, data: bedtime });
    expect(((await saved.json()) as { response_code: number }).response_code).toBe(200);
  }
  if (pastLimit) {
    const limit = { bedtime: null, wakeTime: null, timeZone: 'UTC', routine: [], dailyLimitMinutes: 5 };
    const saved = await request.put(`${CMS_URL}/api/children/${childId}/bedtime`, { headers: { authtoken }, data: limit });
    expect(((await saved.json()) as { response_code: number }).response_code).toBe(200);
    const listened = await cmsFirst<{ documentId: string }>(request, 'meditations?filters[accessLevel][$eq]=free&fields[0]=title');
    const history = { childId, mediaId: listened.documentId, currentMediaTimestamp: 360, timeZone: 'UTC', watchingTime: 360 };
    const used = await request.post(`${CMS_URL}/api/child-history`, { headers: { authtoken }, data: history });
    expect(((await used.json()) as { response_code: number }).response_code).toBe(200);
  }
  return { parent, childId };
}

/** On the child's profile, the parent gives this device to Ada: the device opens Ada's library. */
async function giveToAda(page: Page, parent: TestParent, childId: string): Promise<void> {
  await signIn(page, parent.email, parent.password);
  await page.goto(`/child-profile/${childId}`);
  await page.getByRole('button', { name: 'Give this device to Ada Lovelace' }).click();
  await expect(page).toHaveURL(new RegExp(`/library/${childId}$`));
  await expect(page.getByRole('banner').getByText('Ada', { exact: true })).toBeVisible();
}

/** Through the grown-ups' gate with the parent PIN: the parent's library, with the account menu, is back. */
async function takeBack(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Grown-ups' }).click();
  await expect(page.getByRole('heading', { name: 'For grown-ups' })).toBeVisible();
  await page.getByLabel('Your parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Take this device back' }).click();
  await expect(page).toHaveURL(/\/library$/);
}

// Three journeys from the same start (a device given to Ada at bedtime), so that none of them is long on a busy machine.
test('a device given to Ada at bedtime shows only her library, as night, wherever the child taps or types', async ({ page, request }) => {
  const { parent, childId } = await family(request, 'child-mode', { quiet: true });
  await giveToAda(page, parent, childId);
  const library = new RegExp(`/library/${childId}$`);
  await expect(page.getByText('This device is now Ada’s.')).toBeVisible();

  // Quiet hours: Tate sleeps and the whole page is night (the body and the header), with no footer.
  await expect(page.getByRole('heading', { name: 'Tate is sleeping' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', NIGHT);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', NIGHT);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link')).toHaveText(['Tate home', 'Grown-ups']);
  expect(await axeViolations(page)).toEqual([]);

  // Tapping, going back or typing anywhere else lands on Ada's library: Back is a client-side navigation to the
  // profile, whose data request the guard answers.
  await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
  await expect(page).toHaveURL(library);
  await page.goBack();
  await expect(page).toHaveURL(library);
  await expect(page.getByRole('heading', { name: 'Tate is sleeping' })).toBeVisible();
  for (const elsewhere of ['/library', '/account', '/account/details', '/subscribe', '/home']) {
    await page.goto(elsewhere);
    await expect(page).toHaveURL(library);
  }
});

test('on a device given to Ada at bedtime nothing plays: no video, and no meditation for any child or none', async ({ page, request }) => {
  const { parent, childId } = await family(request, 'child-mode-nothing-plays', { quiet: true });
  await giveToAda(page, parent, childId);

  // A video page says Tate is sleeping where the video would be: nothing to play.
  await page.goto(await bubbleBreathsPath(request));
  await expect(page.getByRole('heading', { level: 2, name: /^Tate is sleeping\./ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);

  // Neither a paid nor a free meditation plays, whichever child the request names, or none.
  const paid = await cmsFirst<{ documentId: string }>(request, 'meditations?filters[accessLevel][$eq]=paid&fields[0]=title');
  const free = await cmsFirst<{ documentId: string }>(request, 'meditations?filters[accessLevel][$eq]=free&fields[0]=title');
  for (const meditation of [paid, free]) {
    expect((await page.request.get(`/player/media/${meditation.documentId}`)).status()).toBe(403);
    expect((await page.request.get(`/player/media/${meditation.documentId}?childId=${childId}`)).status()).toBe(403);
  }
});

test('the grown-ups’ gate on a device given to Ada at bedtime: a wrong PIN stays with the CMS’s words, the right one gives it back', async ({ page, request }) => {
  const { parent, childId } = await family(request, 'child-mode-gate', { quiet: true });
  await giveToAda(page, parent, childId);

  // The gate, night too at bedtime.
  await page.getByRole('banner').getByRole('link', { name: 'Grown-ups' }).click();
  await expect(page).toHaveURL(/\/child-mode\/leave$/);
  await expect(page.locator('body')).toHaveCSS('background-color', NIGHT);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Your parent PIN').fill('1357');
  await page.getByRole('button', { name: 'Take this device back' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That PIN is not right.' })).toBeVisible();
  await expect(page).toHaveURL(/\/child-mode\/leave$/);
  await page.getByLabel('Your parent PIN').fill(PIN);
  await page.getByRole('button', { name: 'Take this device back' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText('This device is yours again')).toBeVisible();
  await page.goto('/account/details');
  await expect(page).toHaveURL(/\/account\/details$/);
});

const LOOKS = [
  { name: 'by day', options: { quiet: false }, heading: null },
  { name: 'in quiet hours', options: { quiet: true }, heading: 'Tate is sleeping' },
  { name: 'past the day’s limit', options: { quiet: false, pastLimit: true }, heading: "That's all for today" },
];

for (const look of LOOKS) {
  test(`child mode ${look.name}: night only when Ada may not play, at 375 and 1280 px`, async ({ page, request }) => {
    const { parent, childId } = await family(request, 'child-mode-looks', look.options);
    await giveToAda(page, parent, childId);
    if (look.heading === null) {
      await expect(page.getByRole('heading', { name: 'Tate is sleeping' })).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveCSS('background-color', NIGHT);
    } else {
      await expect(page.getByRole('heading', { name: look.heading })).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('background-color', NIGHT);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
    // Nothing sticks out sideways on a phone or a laptop; axe reads the laptop's layout.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page's width at ${width} px`).toBeLessThanOrEqual(width);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('by day a video page offers to watch as the device’s child only, never as a sibling', async ({ page, request }) => {
  const { parent, childId } = await family(request, 'child-mode-video', { quiet: false });
  await addChild(request, parent, 'Grace');
  await giveToAda(page, parent, childId);
  // Play is a script's button: pressed before the page's scripts hydrate it, it does nothing.
  await page.goto(await bubbleBreathsPath(request), { waitUntil: 'networkidle' });
  await pressWhenHydrated(page.getByRole('button', { name: 'Play', exact: true }));
  await expect(page.getByRole('menu', { name: 'Play' }).getByRole('menuitem')).toHaveText(['Ada Lovelace']);
});

test('without a parent PIN, the child’s quiet screen does not send the child to the account’s PIN page', async ({ page, request }) => {
  const { parent, childId } = await family(request, 'child-mode-no-pin', { quiet: true, withPin: false });
  await giveToAda(page, parent, childId);
  await expect(page.getByRole('heading', { name: 'Tate is sleeping' })).toBeVisible();
  await page.getByText('For grown-ups').click();
  await expect(page.getByLabel('Your password')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set a parent PIN' })).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the device is given to Ada and taken back with the PIN', async ({ page, request }) => {
    const { parent, childId } = await family(request, 'child-mode-nojs', { quiet: false });
    await giveToAda(page, parent, childId);
    await page.goto('/account/details');
    await expect(page).toHaveURL(new RegExp(`/library/${childId}$`));
    await takeBack(page);
    await page.goto('/account/details');
    await expect(page).toHaveURL(/\/account\/details$/);
  });
});
