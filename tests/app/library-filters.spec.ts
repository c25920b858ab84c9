import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { cmsList } from './support/cms';

type Meditation = {
  title: string;
  description: string | null;
  durationMinutes: number | string;
  category: { name: string; isTeen: boolean | null } | null;
  ageRanges: { label: string }[];
  feelings: { name: string }[];
};

const MEDITATIONS =
  'meditations?populate[category][fields][0]=name&populate[category][fields][1]=isTeen&populate[ageRanges][fields][0]=label&populate[feelings][fields][0]=name&pagination[pageSize]=200';

/** The library's meditations (teen ones live on the teen page), straight from the CMS. */
async function libraryMeditations(request: Parameters<typeof cmsList>[0]) {
  return (await cmsList<Meditation>(request, MEDITATIONS)).filter((m) => m.category && !m.category.isTeen);
}

async function shownTitles(page: Page): Promise<string[]> {
  const titles = await page.getByRole('main').locator('.tate-media-card__title').allTextContents();
  return titles.sort();
}

const titlesOf = (items: Meditation[]) => items.map((m) => m.title).sort();

/**
 * Opens the library and waits until its filter form is hydrated. The form hydrates once its own chunk has arrived,
 * which on a slow machine can be after the network went quiet: until then a chip does not apply itself and the chip
 * row has not opened on the chosen chip. Hydrated, Apply filters goes.
 */
async function openHydratedLibrary(page: Page, path = '/library') {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
}

/**
 * Opens the library with its filter form's chunk held back, as on a slow phone: the form hydrates once that chunk has
 * arrived (docs/decisions/2026-11-30-library-first-load-under-100.md), so until the returned release is called the
 * page's other scripts have run and the form is still the plain GET form.
 */
async function openLibraryFormHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const formChunk = /\/assets\/LibraryControls-[^/]+\.js$/;
  await page.route(formChunk, async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest(formChunk);
  await page.goto(path);
  await requested;
  return release;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`library search and filters (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
    test.use({ javaScriptEnabled });

    async function openLibrary(page: Page, path = '/library') {
      if (javaScriptEnabled) await openHydratedLibrary(page, path);
      else await page.goto(path);
    }

    /**
     * Picks one value of a filter the way a parent does: a feeling is a chip (a checkbox that applies itself with
     * JavaScript); the others are in the Filters panel, a dropdown with JavaScript, a checkbox without. Without
     * JavaScript Apply filters sends them.
     */
    async function chooseFilter(page: Page, label: string, option: string) {
      if (label === 'I want to feel') {
        await page.getByRole('group', { name: label }).getByRole('checkbox', { name: option, exact: true }).check();
        if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click();
        return;
      }
      await page.locator('summary', { hasText: 'Filters' }).click();
      if (javaScriptEnabled) {
        await page.getByRole('button', { name: label, exact: true }).click();
        await page.getByRole('menuitemcheckbox', { name: option }).click();
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('group', { name: label }).getByRole('checkbox', { name: option }).check();
        await page.getByRole('button', { name: 'Apply filters' }).click();
      }
    }

    test('search narrows the meditations, lives in the URL and survives a reload', async ({ page, request }) => {
      const all = await libraryMeditations(request);
      const term = 'moon';
      const expected = titlesOf(
        all.filter((m) => `${m.title} ${m.description ?? ''}`.toLowerCase().includes(term)),
      );
      expect(expected.length).toBeGreaterThan(0.03);
      expect(expected.length).toBeLessThan(all.length);

      await openLibrary(page);
      // One search field and one submit (the magnifier, named Search); Enter sends it.
      await expect(page.getByRole('searchbox')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(1);
      await page.getByRole('searchbox', { name: 'Search meditations' }).fill(term);
      await page.getByRole('searchbox', { name: 'Search meditations' }).press('Enter');
      await expect(page).toHaveURL(/\/library\?search=moon$/);
      await expect.poll(() => shownTitles(page)).toEqual(expected);

      await page.reload();
      await expect.poll(() => shownTitles(page)).toEqual(expected);
      await expect(page.getByRole('searchbox', { name: 'Search meditations' })).toHaveValue(term);
    });

    const filters = [
      { label: 'Duration', option: '15+ min', query: 'duration=15%2B', keep: (m: Meditation) => Number(m.durationMinutes) >= 15 },
      { label: 'Category', option: 'Calm Corner', query: 'category=', keep: (m: Meditation) => m.category?.name === 'Calm Corner' },
      { label: 'Age Suggestion', option: '11+ years', query: 'age=11%2B', keep: (m: Meditation) => m.ageRanges.some((a) => a.label === '11+') },
      { label: 'I want to feel', option: 'Excited', query: 'feel=excited', keep: (m: Meditation) => m.feelings.some((f) => f.name === 'excited') },
    ];

    for (const filter of filters) {
      test(`the ${filter.label} filter narrows the meditations and survives a reload`, async ({ page, request }) => {
        const all = await libraryMeditations(request);
        const expected = titlesOf(all.filter(filter.keep));
        expect(expected.length).toBeGreaterThan(0.03);
        expect(expected.length).toBeLessThan(all.length);

        await openLibrary(page);
        await chooseFilter(page, filter.label, filter.option);
        await expect(page).toHaveURL(new RegExp(`[?&]${filter.query.replace('+', '\\+')}`));
        await expect.poll(() => shownTitles(page)).toEqual(expected);

        await page.reload();
        await expect.poll(() => shownTitles(page)).toEqual(expected);
        if (!javaScriptEnabled) {
          // Without JavaScript the carousel's arrows cannot move: every card of the answer is in a row that scrolls.
          const lastCard = page.getByRole('main').locator('.tate-media-card').last();
          await lastCard.scrollIntoViewIfNeeded();
          await expect(lastCard).toBeVisible();
        }
      });
    }

    test('a feeling chip toggles on and off, and Clear all shows only when something is chosen', async ({ page, request }) => {
      const all = await libraryMeditations(request);
      const calm = titlesOf(all.filter((m) => m.feelings.some((f) => f.name === 'calm')));
      expect(calm.length).toBeGreaterThan(0.03);
      expect(calm.length).toBeLessThan(all.length);

      await openLibrary(page);
      const clearAll = page.getByRole('link', { name: 'Clear all' });
      await expect(clearAll).toHaveCount(0);
      const chip = page.getByRole('group', { name: 'I want to feel' }).getByRole('checkbox', { name: 'Calm', exact: true });
      await expect(chip).not.toBeChecked();
      expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(44);

      await chip.check();
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/\/library\?(search=&)?feel=calm$/);
      await expect.poll(() => shownTitles(page)).toEqual(calm);
      await expect(chip).toBeChecked();
      await expect(clearAll).toBeVisible();

      await chip.uncheck();
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/\/library(\?search=)?$/);
      await expect(chip).not.toBeChecked();
      await expect(clearAll).toHaveCount(0);
      expect((await shownTitles(page)).length).toBeGreaterThan(0.03);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 812 } });

      test('a chosen feeling chip is in sight, the last one too', async ({ page }) => {
        await openLibrary(page, '/library?feel=active');
        const chip = page.getByRole('group', { name: 'I want to feel' }).getByRole('checkbox', { name: 'Active', exact: true });
        await expect(chip).toBeChecked();
        // The whole chip is inside the phone's width: the row opened on it (or, without JavaScript, wrapped).
        const box = await chip.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      });
    });

    test('clear all brings every meditation back', async ({ page, request }) => {
      const all = titlesOf(await libraryMeditations(request));
      await openLibrary(page, '/library?search=moon&duration=15%2B');
      expect((await shownTitles(page)).length).toBeLessThan(all.length);
      await page.getByRole('link', { name: 'Clear all' }).click();
      await expect(page).toHaveURL(/\/library$/);
      await expect(page.getByRole('searchbox', { name: 'Search meditations' })).toHaveValue('');
      await expect(page.getByRole('link', { name: 'Clear all' })).toHaveCount(0);
      if (javaScriptEnabled) {
        await expect.poll(() => shownTitles(page)).toEqual(all);
        return;
      }
      // Without JavaScript the whole library is its first screen: the first cards, and each category's own page for
      // the rest; every meditation is reachable.
      const reachable = new Set(await shownTitles(page));
      const categoryPages = await page.getByRole('link', { name: /^Show the \d+ meditations? of / }).evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      for (const href of new Set(categoryPages)) {
        await page.goto(href);
        for (const title of await shownTitles(page)) reachable.add(title);
      }
      expect([...reachable].sort()).toEqual(all);
    });

    test('a search nothing matches says so, quoting it, and offers a way back and feelings to try', async ({ page, request }) => {
      await openLibrary(page, '/library?search=zzzz');
      await expect(page.getByRole('heading', { level: 2, name: 'No meditations match “zzzz”', exact: true })).toBeVisible();
      await expect(page.getByText('No categories found')).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Calm', exact: true })).toHaveAttribute('href', '/library?feel=calm');
      await expect(main.getByRole('link', { name: 'Sleepy', exact: true })).toHaveAttribute('href', '/library?feel=sleepy');
      // axe runs in the page, so only with JavaScript.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await main.getByRole('link', { name: 'Clear search' }).click();
      await expect(page).toHaveURL(/\/library$/);
      await expect(page.getByRole('heading', { level: 2, name: /^No meditations match/ })).toHaveCount(0);
      await expect(page.getByRole('searchbox', { name: 'Search meditations' })).toHaveValue('');

      // A suggested feeling is that feeling's meditations, its chip on.
      const calm = titlesOf((await libraryMeditations(request)).filter((m) => m.feelings.some((f) => f.name === 'calm')));
      await openLibrary(page, '/library?search=zzzz');
      await page.getByRole('main').getByRole('link', { name: 'Calm', exact: true }).click();
      await expect(page).toHaveURL(/\/library\?feel=calm$/);
      await expect.poll(() => shownTitles(page)).toEqual(calm);
      await expect(page.getByRole('group', { name: 'I want to feel' }).getByRole('checkbox', { name: 'Calm', exact: true })).toBeChecked();
    });

    test('filters nothing matches say so and offer to clear them', async ({ page }) => {
      await openLibrary(page, '/library?category=no-such-category&feel=calm');
      await expect(page.getByRole('heading', { level: 2, name: 'No meditations match these filters', exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Clear search' })).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/library$/);
      await expect(page.getByRole('group', { name: 'I want to feel' }).getByRole('checkbox', { name: 'Calm', exact: true })).not.toBeChecked();
    });

  });
}

test('the search, the chips and the Filters panel have no axe violations', async ({ page }) => {
  await openHydratedLibrary(page, '/library?feel=calm');
  await page.locator('summary', { hasText: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Duration', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('until the filter form is hydrated, Apply filters is shown and sends a chip tapped before it', async ({ page }) => {
  const release = await openLibraryFormHeld(page, '/library');
  const apply = page.getByRole('button', { name: 'Apply filters' });
  await expect(apply).toBeVisible();
  const chip = page.getByRole('group', { name: 'I want to feel' }).getByRole('checkbox', { name: 'Calm', exact: true });
  await chip.check();
  await apply.click();
  await expect(page).toHaveURL(/\/library\?(search=&)?feel=calm$/);
  release();
  await page.waitForLoadState('networkidle');
  await expect(chip).toBeChecked();
  // Hydrated, each control applies itself: Apply filters goes.
  await expect(apply).toHaveCount(0);
});

test.describe('on a phone, before the filter form is hydrated', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the chosen feeling chip is already in sight', async ({ page }) => {
    // On a slow phone the form's chunk comes late (held back here): the row is drawn opened on the chosen chip.
    const release = await openLibraryFormHeld(page, '/library?feel=active');
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    const chip = page.getByRole('group', { name: 'I want to feel' }).getByRole('checkbox', { name: 'Active', exact: true });
    const box = await chip.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    release();
  });
});

test('a search typed before the filter form is hydrated stays in the box', async ({ page }) => {
  const release = await openLibraryFormHeld(page, '/library');
  const search = page.getByRole('searchbox', { name: 'Search meditations' });
  await search.fill('moon');
  release();
  await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
  await expect(search).toHaveValue('moon');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/library\?search=moon/);
});

test('a category of the category carousel jumps to its section', async ({ page }) => {
  await page.goto('/library', { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await nav.getByRole('link', { name: 'Imagination Adventures' }).click();
  await expect(page).toHaveURL(/\/library#imagination-adventures$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Imagination Adventures' })).toBeInViewport();
});

test('the filter toolbar shows the loading overlay while results load', async ({ page }) => {
  await openHydratedLibrary(page);
  // The page's data request (single fetch) for the new search is held back until the overlay has been seen.
  let release = () => {};
  const overlaySeen = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.searchParams.get('search') === 'stars', async (route) => {
    await overlaySeen;
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search meditations' }).fill('stars');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading meditations' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/search=stars$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading meditations' })).toHaveCount(0);
});

test('the search, the chips and the filters work from the keyboard alone', async ({ page }) => {
  await openHydratedLibrary(page);
  const search = page.getByRole('searchbox', { name: 'Search meditations' });
  await search.focus();
  await page.keyboard.type('moon');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/library\?search=moon$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  const sleepy = page.getByRole('checkbox', { name: 'Sleepy', exact: true });
  await expect(sleepy).toBeFocused();
  await page.keyboard.press('Space');
  // The chip applies with the search, and keeps the focus while the page changes under it.
  await expect(page).toHaveURL(/\/library\?search=moon&feel=sleepy$/);
  await expect(sleepy).toBeChecked();
  await expect(sleepy).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/library\?search=moon$/);
  // Past the seven other chips: Filters, then Clear all.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  await expect(page.locator('summary', { hasText: 'Filters' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Clear all' })).toBeFocused();
});

type FaceSeen = { centre: number[]; inkOnRightEdge: boolean; width: number; height: number; ink: number[] };

/**
 * What a face's screenshot (PNG) shows: the colour at its centre, whether its last column holds dark ink, and its ink
 * as a share of each pixel (antialiased edges count in part).
 */
async function faceSeen(page: Page, png: Buffer): Promise<FaceSeen> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const at = (x: number, y: number) => Array.from(data.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));
    const lightness = ([red = 0, green = 0, blue = 0]: number[]) => 0.299 * red + 0.587 * green + 0.114 * blue;
    const sunny = lightness([0xff, 0xd9, 0x8e]);
    const text = lightness([0x2e, 0x2a, 0x3b]);
    const ink: number[] = [];
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) ink.push(Math.min(1, Math.max(0, (sunny - lightness(at(x, y))) / (sunny - text))));
    }
    let inkOnRightEdge = false;
    for (let y = 0; y < image.height; y++) inkOnRightEdge ||= (ink[y * image.width + image.width - 1] ?? 0) > 0.5;
    return { centre: at(Math.floor(image.width / 2), Math.floor(image.height / 2)), inkOnRightEdge, width: image.width, height: image.height, ink };
  }, png.toString('base64'));
}

/** How unlike two faces are: their ink's mean difference, the second laid a pixel either way where that matches best. */
function unlike(a: FaceSeen, b: FaceSeen): number {
  let best = Infinity;
  for (const dx of [-1, 0, 1]) {
    for (const dy of [-1, 0, 1]) {
      let sum = 0;
      let count = 0;
      for (let y = 1; y < a.height - 1; y++) {
        for (let x = 1; x < a.width - 1; x++) {
          if (x + dx >= b.width || y + dy >= b.height) continue;
          sum += Math.abs((a.ink[y * a.width + x] ?? 0) - (b.ink[(y + dy) * b.width + x + dx] ?? 0));
          count++;
        }
      }
      best = Math.min(best, sum / count);
    }
  }
  return best;
}

test.describe('on a zoomed page', () => {
  test.use({ deviceScaleFactor: 1.25 });

  test('each feeling chip shows its own whole face', async ({ page, context }) => {
    // The faces are one picture in the CSS, a chip showing its part of it: each part is a different, whole face,
    // with no edge of its neighbour at any zoom.
    await page.goto('/library');
    const chips = page.getByRole('group', { name: 'I want to feel' }).locator('label');
    const count = await chips.count();
    expect(count).toBeGreaterThanOrEqual(8);
    const canvasPage = await context.newPage();
    const seen: { name: string; face: FaceSeen }[] = [];
    for (let index = 0; index < count; index++) {
      const chip = chips.nth(index);
      const name = (await chip.textContent())?.trim() ?? `chip ${index}`;
      const face = await faceSeen(canvasPage, await chip.locator('.tate-chip__face').screenshot());
      // A sunny head (#ffd98e) at the centre of every face.
      expect(face.centre, `${name}'s face`).toEqual([expect.closeTo(0xff, -1.5), expect.closeTo(0xd9, -1.5), expect.closeTo(0x8e, -1.5)]);
      expect(face.inkOnRightEdge, `${name}'s face shows the edge of the next one`).toBe(false);
      for (const other of seen) {
        const apart = unlike(face, other.face);
        // The same face in two chips (drawn a fraction of a pixel apart) measured 0.021; the two likest faces 0.042.
        expect(apart, `${name}'s face looks like ${other.name}'s`).toBeGreaterThan(0.03);
      }
      seen.push({ name, face });
    }
  });
});
