import { expect, test } from './support/fixtures';
import type { HarnessWindow } from './support/harness';

test('a download shows progress, then plays with the network cut', async ({ openPlayerPage, context, server }) => {
  const page = await openPlayerPage();
  await page.evaluate(() => (window as unknown as HarnessWindow).harness.registerMediaWorker());

  const result = await page.evaluate(async () => {
    const { sdk } = (window as unknown as HarnessWindow).harness;
    const manager = new sdk.DownloadManager();
    const percents: (number | null)[] = [];
    manager.on('progress', ({ percent, loadedBytes, totalBytes }) => {
      percents.push(percent);
      const status = document.querySelector('#download-progress');
      if (status) status.textContent = `Downloaded ${loadedBytes} of ${totalBytes} bytes (${percent}%)`;
    });
    await manager.download(new URL('/media/tone.wav', location.href).href, 'Sleepy Clouds');
    return { percents, items: await manager.list() };
  });

  expect(result.percents.length).toBeGreaterThan(2);
  expect(result.percents).toEqual([...result.percents].sort((a, b) => (a ?? 0) - (b ?? 0)));
  expect(result.percents.at(-1)).toBe(100);
  expect(result.items).toEqual([{ url: `${server.url}/media/tone.wav`, title: 'Sleepy Clouds', sizeBytes: server.trackBytes }]);
  await expect(page.locator('#download-progress')).toHaveText(`Downloaded ${server.trackBytes} of ${server.trackBytes} bytes (100%)`);

  await context.setOffline(true);
  const networkFails = await page.evaluate(() => fetch('/api/history?mediaId=tone').then(() => false, () => true));
  expect(networkFails).toBe(true);

  await page.evaluate(async () => {
    const { sdk } = (window as unknown as HarnessWindow).harness;
    const player = new sdk.AudioPlayer();
    (window as unknown as HarnessWindow).player = player;
    player.load({ src: '/media/tone.wav', title: 'Sleepy Clouds', id: 'tone' });
    await player.play(90);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as HarnessWindow).player?.currentTime ?? 0)).toBeGreaterThan(90.5);
});
