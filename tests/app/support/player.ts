import { expect, type Locator, type Page } from '@playwright/test';

/** Presses a card's Play button and checks the player opens with that meditation and really plays. */
export async function expectCardPlays(page: Page, area: Locator, title: string) {
  await area.getByRole('button', { name: `Play ${title}`, exact: true }).first().click();
  const player = page.getByRole('dialog', { name: title });
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => Number(await player.getByRole('slider', { name: 'Position' }).inputValue())).toBeGreaterThan(0);
  await player.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
