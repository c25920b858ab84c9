import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { chooseFirstDevice, emulateTatePlush, emulateTateToyCommands } from '../support/bluetooth';
import type { HarnessWindow } from './support/harness';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

const ADDRESS = '0A:0B:0C:0D:0E:0F';

/** The harness connected to an emulated Tate Plush, its bedtime routine started and on its first step. */
async function startBedtimeWithToy(browser: Browser, context: BrowserContext, openPlayerPage: () => Promise<Page>) {
  const browserSession = await emulateTatePlush(browser, ADDRESS);
  const toyWrites = await emulateTateToyCommands(browserSession, ADDRESS);
  const page = await openPlayerPage();
  await chooseFirstDevice(context, page);
  await page.getByRole('button', { name: 'Connect Tate' }).click();
  await expect(page.locator('#bluetooth-status')).toHaveText('Connected to Tate Plush');
  await page.getByRole('button', { name: 'Start bedtime' }).click();
  const log = page.getByRole('list', { name: 'Bedtime routine' }).getByRole('listitem');
  await expect(log).toHaveText(['Step 1 of 2: Rainbow Breaths']);
  return { browserSession, toyWrites, page, log };
}

test('the bedtime routine plays two meditations in order, then the goodnight clip, then tells the toy goodnight', async ({
  browser,
  context,
  openPlayerPage,
}) => {
  const { browserSession, toyWrites, page, log } = await startBedtimeWithToy(browser, context, openPlayerPage);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe('Bedtime with Tate · 1 of 2');
  await expect(log).toHaveText(['Step 1 of 2: Rainbow Breaths', 'Step 2 of 2: Sleepy Clouds'], { timeout: scaledBudget(10_000) });
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Sleepy Clouds');
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe('Bedtime with Tate · 2 of 2');
  await expect(log.last()).toHaveText('Routine finished', { timeout: scaledBudget(10_000) });

  await expect(log).toHaveText([
    'Step 1 of 2: Rainbow Breaths',
    'Step 2 of 2: Sleepy Clouds',
    'Goodnight: Goodnight from Tate',
    'The goodnight clip ended',
    'Routine finished',
  ]);
  expect(toyWrites).toEqual([{ bytes: [0x01, 0x00, 0x0a], writeType: 'write-with-response' }]);
  await expect(page.locator('#bluetooth-status')).toHaveText('Connected to Tate Plush');
  await browserSession.send('BluetoothEmulation.disable');
});

test('a stopped routine plays no more and does not tell the toy goodnight', async ({ browser, context, openPlayerPage }) => {
  const { browserSession, toyWrites, page, log } = await startBedtimeWithToy(browser, context, openPlayerPage);

  await page.getByRole('button', { name: 'Stop bedtime' }).click();

  await expect(log).toHaveText(['Step 1 of 2: Rainbow Breaths', 'Routine stopped']);
  expect(await page.evaluate(() => (window as unknown as HarnessWindow).harness.routine.store.player.paused)).toBe(true);
  // Even when the stopped step is then played to its end by hand, the routine goes no further: the step's `ended`
  // event is waited for, not a stretch of time.
  await page.evaluate(async () => {
    const player = (window as unknown as HarnessWindow).harness.routine.store.player;
    const ended = new Promise<void>((resolve) => player.on('ended', () => resolve()));
    await player.play(Math.max(0, player.duration - 0.3));
    await ended;
  });
  await expect(log).toHaveText(['Step 1 of 2: Rainbow Breaths', 'Routine stopped']);
  expect(await page.evaluate(() => (window as unknown as HarnessWindow).harness.routine.getState().status)).toBe('idle');
  expect(toyWrites).toEqual([]);
  await browserSession.send('BluetoothEmulation.disable');
});
