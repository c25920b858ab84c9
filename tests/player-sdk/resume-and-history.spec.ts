import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { HarnessWindow } from './support/harness';

/** Loads the tone with the playback history of child `childId` attached, and plays it from `seconds`. */
function playWithHistory(page: Page, childId: string, seconds: number): Promise<void> {
  return page.evaluate(
    async (start) => {
      const { sdk, httpAdapter } = (window as unknown as HarnessWindow).harness;
      const player = new sdk.AudioPlayer();
      (window as unknown as HarnessWindow).player = player;
      player.load({ src: '/media/tone.wav', title: 'Sleepy Clouds', id: 'tone' });
      sdk.attachPlaybackHistory(player, { adapter: httpAdapter, key: { mediaId: 'tone', childId: start.childId } });
      await player.play(start.seconds);
    },
    { childId, seconds },
  );
}

/** Where the page's player is, in seconds. */
function playerTime(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as HarnessWindow).player?.currentTime ?? 0);
}

test('a track served with Range support resumes within one second of the saved position', async ({ openPlayerPage, server }) => {
  server.savePosition('tone', 'c1', 42);
  const page = await openPlayerPage();

  const startedAt = await page.evaluate(async () => {
    const { sdk, httpAdapter } = (window as unknown as HarnessWindow).harness;
    const player = new sdk.AudioPlayer();
    (window as unknown as HarnessWindow).player = player;
    player.load({ src: '/media/tone.wav', title: 'Sleepy Clouds', id: 'tone' });
    const history = sdk.attachPlaybackHistory(player, { adapter: httpAdapter, key: { mediaId: 'tone', childId: 'c1' } });
    await history.resume();
    return player.currentTime;
  });

  expect(Math.abs(startedAt - 42)).toBeLessThan(1);
  await expect.poll(() => playerTime(page)).toBeGreaterThan(42.3);
  const playing = await playerTime(page);
  expect(playing).toBeLessThan(45);
  expect(server.mediaRequests.some((range) => /^bytes=[1-9]\d*-/.test(range))).toBe(true);
});

test('pausing saves the position through the adapter', async ({ openPlayerPage, server }) => {
  const page = await openPlayerPage();

  await playWithHistory(page, 'c2', 20);
  await expect.poll(() => playerTime(page)).toBeGreaterThan(20.5);
  await page.evaluate(() => (window as unknown as HarnessWindow).player?.pause());

  await expect.poll(() => server.positions.get('tone:c2') ?? 0).toBeGreaterThan(20.5);
});

test('pagehide sends the position with a beacon', async ({ openPlayerPage, server }) => {
  const page = await openPlayerPage();
  await playWithHistory(page, 'c3', 64);
  await expect.poll(() => playerTime(page)).toBeGreaterThan(64.3);

  await page.goto('about:blank');

  // The beacon also carries the seconds listened since the last save once there is one or more (a slow machine's
  // wait above can hold a second of listening): the position is what this checks.
  await expect.poll(() => server.beacons).toContainEqual(expect.objectContaining({ mediaId: 'tone', childId: 'c3', currentTime: expect.any(Number) }));
  const beacon = server.beacons.find((body) => (body as { childId?: string }).childId === 'c3') as { currentTime: number };
  expect(beacon.currentTime).toBeGreaterThan(64);
});
