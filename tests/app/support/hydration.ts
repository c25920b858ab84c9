import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element. A press before that reaches no handler: a script's button does nothing,
 * and a card's form falls back to its no-JavaScript page. The scripts can run well after the network went quiet on a
 * slow machine, and a lazy chunk's part of the page hydrates later still, so neither `networkidle` nor the page's
 * first scripts say it. React keeps its fiber on each element it has hydrated (the `__reactFiber$…` key, React 17 on);
 * a press on such an element reaches its handler, as React hydrates the rest of its boundary at once.
 */
async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}

/** Presses a script's button (or a card's Play, whose form falls back to a page) once React has hydrated it. */
export async function pressWhenHydrated(element: Locator): Promise<void> {
  await untilHydrated(element);
  await element.click();
}
