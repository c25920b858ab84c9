import { expect, test, type Page } from '@playwright/test';
import { DEMO_PARENT, addChild, cmsToken, createActiveParent, logIn, type TestParent } from './support/accounts';
import { CMS_URL } from './support/cms';
import { openLibrary } from './support/player';

const MEDITATION = 'Goodnight, Little Stars';

async function openChildLibrary(page: Page, parent: TestParent, child: { id?: string; name: string }) {
  await logIn(page, parent.email, parent.password);
  await page.getByRole('button', { name: /Child/ }).first().click();
  await page.getByRole('option', { name: child.name }).click();
  await expect(page).toHaveURL(child.id ? new RegExp(`/library/${child.id}$`) : /\/library\/[\w-]+$/);
  // The media service worker takes control of the page once it is active (it claims its clients).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function playFor(page: Page, seconds: number) {
  const player = page.getByRole('dialog', { name: MEDITATION });
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  const position = player.getByRole('slider', { name: 'Position' });
  await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(seconds);
  return player;
}

/** The meditation's card (it says '…, finished' once the child has listened to the end). */
const meditationCard = (page: Page) => page.getByRole('button', { name: new RegExp(`^Play ${MEDITATION}(, finished)?$`) }).first();

test('a download shows its progress, is listed on this device, then plays with the network off', async ({ page, context }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { downloadProgress: string[] }).downloadProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="dialog"] .tate-player-download [role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (bar && value !== null && value !== undefined && seen.at(-1) !== value) seen.push(value);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  // Max: Lily has the demo family's bedtime, so her library is put away in the evening (Toronto's).
  await openChildLibrary(page, DEMO_PARENT, { name: 'Max' });

  await meditationCard(page).click();
  const player = page.getByRole('dialog', { name: MEDITATION });
  await player.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(player.getByText('Ready to play offline')).toBeVisible();
  const progress = await page.evaluate(() => (window as unknown as { downloadProgress: string[] }).downloadProgress);
  expect(progress.length).toBeGreaterThan(0);
  await player.getByRole('button', { name: 'Close', exact: true }).click();

  const device = page.getByRole('region', { name: 'On this device' });
  await expect(device.getByText(MEDITATION)).toBeVisible();
  await expect(device.getByText(/\d+(\.\d)? (KB|MB)/)).toBeVisible();

  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('/library').then(() => 'online', () => 'offline'))).toBe('offline');
  await meditationCard(page).click();
  await playFor(page, 2);
  await context.setOffline(false);

  await page.getByRole('dialog', { name: MEDITATION }).getByRole('button', { name: 'Close', exact: true }).click();
  await device.getByRole('button', { name: `Delete ${MEDITATION} from this device` }).click();
  await expect(device).toHaveCount(0);
});

test('a history save made offline arrives after going back online', async ({ page, context, request }) => {
  const parent = await createActiveParent(request, 'offline-save');
  const childId = await addChild(request, parent, 'Eli');
  await openChildLibrary(page, parent, { id: childId, name: 'Eli' });

  await meditationCard(page).click();
  const player = await playFor(page, 3);
  await context.setOffline(true);
  await player.getByRole('button', { name: 'Close', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tate-history-queue') ?? '[]').length))
    .toBe(1);

  const token = await cmsToken(request, parent);
  const saved = async () => {
    const answer = await request.post(`${CMS_URL}/api/child-history/all`, { headers: { authtoken: token }, data: { childId } });
    const body = (await answer.json()) as { response_data: { currentMediaTimestamp: number }[] };
    return body.response_data[0]?.currentMediaTimestamp ?? 0;
  };
  expect(await saved()).toBe(0);

  await context.setOffline(false);
  await expect.poll(saved).toBeGreaterThanOrEqual(3);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tate-history-queue') ?? '[]').length))
    .toBe(0);
});

test('signing out removes the downloads from this browser', async ({ page }) => {
  const parent = await createActiveParent(page.request, 'offline-signout');
  const childId = await addChild(page.request, parent, 'Noa');
  await openChildLibrary(page, parent, { id: childId, name: 'Noa' });
  await meditationCard(page).click();
  const player = page.getByRole('dialog', { name: MEDITATION });
  await player.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(player.getByText('Ready to play offline')).toBeVisible();
  await player.getByRole('button', { name: 'Close', exact: true }).click();
  const downloads = () => page.evaluate(async () => (await (await caches.open('tate-media-v1')).keys()).length);
  expect(await downloads()).toBe(1);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(downloads).toBe(0);
});

test('the position routes answer a signed-out browser with 401, so its player keeps the save for the next sign-in', async ({ request }) => {
  const save = await request.post('/player/history', { data: JSON.stringify({ mediaId: 'm1', childId: 'c1', currentTime: 12 }) });
  expect(save.status()).toBe(401);
  expect(await save.json()).toEqual({ saved: false });
  const read = await request.get('/player/history?mediaId=m1&childId=c1');
  expect(read.status()).toBe(401);
});

test('a library page the media worker did not take (opened past it) asks for it, and gets it', async ({ page }) => {
  // A page can miss the worker's claim: opened while the worker was starting, or with a hard reload, which bypasses
  // the worker (the page is then not its client). Such a page's downloads would not play offline. Once the worker is
  // active the page asks it for control (apps/web/app/library/media-worker.ts).
  await openLibrary(page, '/library');
  await page.addInitScript(() => {
    (window as unknown as { controlledAtStart: boolean }).controlledAtStart = navigator.serviceWorker.controller !== null;
  });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.reload', { ignoreCache: true });
  await page.waitForFunction(() => 'controlledAtStart' in window);
  expect(await page.evaluate(() => (window as unknown as { controlledAtStart: boolean }).controlledAtStart), 'a hard reload bypasses the worker').toBe(false);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});
