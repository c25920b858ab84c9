import { expect, test } from './support/fixtures';
import type { HarnessWindow } from './support/harness';

type Routed = { url: string; source: string | undefined; fromServiceWorker: boolean };

/**
 * The media worker's static routes (packages/player-sdk/src/sw/media-cache-worker.ts): once it controls a page, the
 * page's own requests go straight to the network, the worker never woken for them, while media still reaches it.
 * Chromium says per response which way it went (DevTools' `serviceWorkerRouterInfo`).
 */
test("a controlled page's documents and data go straight to the network; its media still reach the worker", async ({ openPlayerPage, page }) => {
  await openPlayerPage();
  await page.evaluate(() => (window as unknown as HarnessWindow).harness.registerMediaWorker());

  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const routed: Routed[] = [];
  devtools.on('Network.responseReceived', ({ response }) => {
    routed.push({ url: new URL(response.url).pathname, source: response.serviceWorkerRouterInfo?.matchedSourceType, fromServiceWorker: response.fromServiceWorker ?? false });
  });

  await page.reload();
  await page.waitForFunction(() => 'harness' in window && navigator.serviceWorker.controller !== null);
  await page.evaluate(() => fetch('/api/history?mediaId=tone').then((response) => response.json()));
  // An audio element's request, as the player makes it (destination "audio").
  await page.evaluate(() => new Audio('/media/tone.wav').play());
  await expect.poll(() => routed.some((response) => response.url === '/media/tone.wav')).toBe(true);

  expect(routed.find((response) => response.url === '/player.html')?.source).toBe('network');
  expect(routed.find((response) => response.url === '/api/history')?.source).toBe('network');
  const media = routed.find((response) => response.url === '/media/tone.wav');
  expect(media?.source).not.toBe('network');
  expect(media?.fromServiceWorker).toBe(true);
});
