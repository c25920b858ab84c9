import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe violations on the page (or inside `selector`) once motion has settled: reduced motion is
 * emulated (carousels stop auto-advancing, transitions end) and finite animations are awaited, so a
 * fade caught half-way is never reported as low contrast. A toast's countdown is not waited for, nor an animation
 * driven by scrolling (it follows the page's position, not the clock, and never ends on its own).
 */
export async function axeViolations(page: Page, selector?: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline instanceof DocumentTimeline)
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        // A toast's countdown bar is how long the toast stays, not motion settling (and it pauses while hovered).
        .filter((animation) => !(animation instanceof CSSAnimation && animation.animationName === 'tate-toast-countdown'))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe runs in the page itself (its same-origin frames included) rather than finishing in a blank page it opens for
  // each run: the same rules and results at about half the cost (docs/decisions/2026-11-29-axe-in-the-page.md).
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (selector) builder.include(selector);
  return (await builder.analyze()).violations;
}
