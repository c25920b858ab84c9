import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

interface TateEventRecord {
  type: string;
  currentTime: number;
}

test('the partner embed plays from start-at and reports play, pause and close with the time', async ({ page, server }) => {
  await page.goto(`${server.url}/embed.html`);
  await page.evaluate(() => {
    const records: TateEventRecord[] = [];
    (window as unknown as { tateEvents: TateEventRecord[] }).tateEvents = records;
    for (const type of ['tate-play', 'tate-pause', 'tate-close']) {
      document.addEventListener(type, (event) => {
        records.push({ type, currentTime: (event as CustomEvent<{ currentTime: number }>).detail.currentTime });
      });
    }
  });
  const events = () => page.evaluate(() => (window as unknown as { tateEvents: TateEventRecord[] }).tateEvents);

  await expect(page.getByText('Sleepy Clouds')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await events()).map((event) => event.type)).toEqual(['tate-play']);
  await expect
    .poll(() => page.locator('tate-player').evaluate((player) => (player as HTMLElement & { currentTime: number }).currentTime))
    .toBeGreaterThan(30.5);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'Close player' }).click();

  const seen = await events();
  expect(seen.map((event) => event.type)).toEqual(['tate-play', 'tate-pause', 'tate-close']);
  const [play, pause, close] = seen;
  expect(play?.currentTime).toBeGreaterThanOrEqual(29.5);
  expect(play?.currentTime).toBeLessThan(31);
  expect(pause?.currentTime).toBeGreaterThan(30.3);
  expect(close?.currentTime).toBeCloseTo(pause?.currentTime ?? 0, 1);
  await expect(page.locator('tate-player')).toBeHidden();
});

test('the embed looks the meditation up by media id and remembers the position across visits', async ({ page, server }) => {
  await page.goto(`${server.url}/embed-api.html`);
  const player = page.locator('tate-player');
  const currentTime = () => player.evaluate((element) => (element as HTMLElement & { currentTime: number }).currentTime);

  await expect(page.getByText('Sleepy Clouds from the API')).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(currentTime).toBeGreaterThan(0.5);
  await page.getByRole('slider', { name: 'Position' }).fill('75');
  await expect.poll(currentTime).toBeGreaterThan(75.3);
  await page.getByRole('button', { name: 'Pause' }).click();
  const pausedAt = await currentTime();

  await page.reload();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(currentTime).toBeGreaterThan(0);
  expect(Math.abs((await currentTime()) - pausedAt)).toBeLessThan(1.5);
});

test('the embed shows the words from the lookup answer: read along, the line being said highlighted, a line plays from its start', async ({ page, server }) => {
  await page.goto(`${server.url}/embed-read-along.html`);
  const player = page.locator('tate-player');
  const currentTime = () => player.evaluate((element) => (element as HTMLElement & { currentTime: number }).currentTime);
  const toggle = page.getByRole('button', { name: 'Read along' });

  await expect(page.getByText('Sleepy Clouds with words')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('list', { name: 'Read along' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const words = page.getByRole('list', { name: 'Read along' });
  await expect(words.getByRole('button')).toHaveCount(6);
  await expect(words.getByRole('button', { name: 'Hello, friend. It is Tate.' })).toHaveAttribute('aria-current', 'true');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(words.getByRole('button', { name: 'Breathe in slowly, like you smell a flower.' })).toHaveAttribute('aria-current', 'true');
  await words.getByRole('button', { name: 'Feel your feet, warm and heavy.' }).press('Enter');
  await expect.poll(currentTime).toBeGreaterThanOrEqual(90);
  await expect(words.getByRole('button', { name: 'Feel your feet, warm and heavy.' })).toHaveAttribute('aria-current', 'true');
  await expect(words.locator('[aria-current]')).toHaveCount(1);
  await expect(words.getByRole('button', { name: 'Feel your feet, warm and heavy.' })).toBeInViewport();
});

test('an embed whose lookup answers no transcript shows no Read along', async ({ page, server }) => {
  await page.goto(`${server.url}/embed-api.html`);
  await expect(page.getByText('Sleepy Clouds from the API')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read along' })).toBeHidden();
});

test("a partner's embed reports its first Play once, with its lookup's play ticket, and a new page load's with a new ticket", async ({ page, server }) => {
  await page.goto(`${server.url}/embed-partner.html`);
  await expect(page.getByText('Sleepy Clouds for a partner')).toBeVisible();
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await play.click();
  await expect.poll(() => server.playReports).toEqual([{ key: 'tpk_kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk', ticket: 'ticket-1' }]);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => server.playReports.map((report) => report.ticket)).toEqual(['ticket-1', 'ticket-2']);
});
