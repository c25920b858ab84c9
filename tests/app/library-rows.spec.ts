import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import { axeViolations } from './support/axe';

/**
 * Issue 36 item 4: the library's rows flow. On a phone a row scrolls sideways, snapping to a card, with the next card
 * peeking in and no arrows; on a laptop with a mouse every row starts at one left edge, the arrows sit outside it and
 * scroll it a page, and a row's cards line up (Show More, minutes, progress).
 */

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };

const row = (page: Page, category: string) => page.getByRole('region', { name: `${category} meditations` });

/** How many cards of a row are in view: whole cards count 1, the one peeking in its visible part. */
function cardsInView(carousel: Locator): Promise<number> {
  return carousel.locator('.tate-carousel__track').evaluate((track) => {
    const box = track.getBoundingClientRect();
    const style = getComputedStyle(track);
    const left = box.left + Number.parseFloat(style.paddingLeft);
    const right = box.right - Number.parseFloat(style.paddingRight);
    return [...track.children].reduce((sum, slide) => {
      const card = slide.getBoundingClientRect();
      const shown = Math.max(0, Math.min(card.right, right) - Math.max(card.left, left));
      return sum + shown / card.width;
    }, 0);
  });
}

/** The top of each card's part named by `selector`, across a row (the cards off to the side are laid out too). */
function topsOf(carousel: Locator, selector: string): Promise<number[]> {
  return carousel.locator(selector).evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
}

/** How much of a card its row shows, sideways (0 to 1). */
function shownInRow(card: Locator): Promise<number> {
  return card.evaluate((element) => {
    const track = element.closest('.tate-carousel__track')!;
    const box = track.getBoundingClientRect();
    const style = getComputedStyle(track);
    const left = box.left + Number.parseFloat(style.paddingLeft);
    const right = box.right - Number.parseFloat(style.paddingRight);
    const own = element.getBoundingClientRect();
    return Math.max(0, Math.min(own.right, right) - Math.max(own.left, left)) / own.width;
  });
}

async function visibleArrows(carousel: Locator): Promise<number> {
  return carousel.locator('.tate-carousel__arrow:visible').count();
}

test.describe('library rows on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a row scrolls sideways with the next card peeking in, and no arrows', async ({ page }) => {
    await page.goto('/library', { waitUntil: 'networkidle' });
    const sleep = row(page, 'Sleep Stories');
    await expect(sleep.getByRole('article')).toHaveCount(6);
    expect(await visibleArrows(sleep)).toBe(0);
    const inView = await cardsInView(sleep);
    expect(inView).toBeGreaterThan(1.3);
    expect(inView).toBeLessThan(1.7);

    // One swipe of the row's width moves on by a card or more; the row snaps to a card's edge.
    const track = sleep.locator('.tate-carousel__track');
    expect(await track.evaluate((element) => getComputedStyle(element).scrollSnapType)).toContain('x');
    await track.evaluate((element) => element.scrollBy({ left: element.clientWidth * 0.6, behavior: 'instant' }));
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    // The last card can be reached and shown whole.
    const last = sleep.getByRole('article').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 0.95 });

    // Every row of the library behaves so, with no arrows.
    for (const carousel of await page.locator('.library-category .tate-carousel').all()) {
      expect(await visibleArrows(carousel)).toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('library rows on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('every row starts at one left edge, with the arrows outside it', async ({ page }) => {
    await page.goto('/library', { waitUntil: 'networkidle' });
    const sections = page.locator('section.library-category');
    const lefts = await sections.evaluateAll((elements) =>
      elements.map((section) => {
        const heading = section.querySelector('h2')!.getBoundingClientRect().left;
        const firstCard = section.querySelector('.tate-carousel__slide')!.getBoundingClientRect().left;
        return { heading: Math.round(heading), firstCard: Math.round(firstCard) };
      }),
    );
    expect(lefts.length).toBeGreaterThan(3);
    for (const left of lefts) expect(left).toEqual({ heading: lefts[0]!.heading, firstCard: lefts[0]!.heading });

    const sleep = row(page, 'Sleep Stories');
    const firstCard = await sleep.getByRole('article').first().boundingBox();
    const previous = await sleep.getByRole('button', { name: 'Previous slides' }).boundingBox();
    const next = await sleep.getByRole('button', { name: 'Next slides' }).boundingBox();
    const lastInView = await sleep.getByRole('article').nth(4).boundingBox();
    expect(previous!.x + previous!.width).toBeLessThanOrEqual(firstCard!.x);
    expect(next!.x).toBeGreaterThanOrEqual(lastInView!.x + lastInView!.width);
    expect(next!.x + next!.width).toBeLessThanOrEqual(LAPTOP.width);
    expect(await cardsInView(sleep)).toBeCloseTo(5, 1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Next scrolls a row a page and goes round; the keyboard reaches every card', async ({ page }) => {
    await page.goto('/library', { waitUntil: 'networkidle' });
    const sleep = row(page, 'Sleep Stories');
    const track = sleep.locator('.tate-carousel__track');
    const sixth = sleep.getByRole('article').nth(5);
    expect(await shownInRow(sixth)).toBeLessThan(0.1);
    await sleep.getByRole('button', { name: 'Next slides' }).click();
    await expect.poll(() => shownInRow(sixth)).toBeGreaterThan(0.98);
    await sleep.getByRole('button', { name: 'Next slides' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
    await sleep.getByRole('button', { name: 'Previous slides' }).click();
    await expect.poll(() => shownInRow(sixth)).toBeGreaterThan(0.98);
    await sleep.getByRole('button', { name: 'Previous slides' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
    expect(await shownInRow(sixth)).toBeLessThan(0.1);

    // Tab from the fifth card's Play to the sixth card's: the row scrolls it into view.
    await sleep.getByRole('article').nth(4).locator('.tate-media-card__action').focus();
    const sixthAction = sixth.locator('.tate-media-card__action');
    for (let press = 0; press < 4 && !(await sixthAction.evaluate((element) => element === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(sixthAction).toBeFocused();
    await expect.poll(() => shownInRow(sixth)).toBeGreaterThan(0.98);
  });

  test("a row's cards are one height: descriptions, minutes and progress line up", async ({ page }) => {
    await page.goto('/library', { waitUntil: 'networkidle' });
    for (const carousel of await page.locator('.library-category .tate-carousel').all()) {
      for (const part of ['.tate-media-card__description', '.tate-media-card__meta', '.tate-media-card__duration']) {
        const tops = await topsOf(carousel, part);
        expect(new Set(tops).size, `${part} on one line: ${tops.join(', ')}`).toBe(1);
      }
      const heights = await carousel.locator('article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
      expect(new Set(heights).size).toBe(1);
    }
  });
});
