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

/**
 * Chooses a video's captions (`choice`: /English/, /captions off/i) in video.js's Captions menu, by keyboard: while a
 * video plays, video.js fades its control bar out after a moment without the pointer, and the picture takes the
 * clicks, so a click can miss where a keyboard press reaches the button.
 */
export async function chooseCaptions(player: Locator, choice: RegExp) {
  await player.getByRole('button', { name: 'Captions' }).press('Enter');
  await player.getByRole('menuitemradio', { name: choice }).press('Enter');
}
