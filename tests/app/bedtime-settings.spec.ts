import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES, WIND_DOWN_MINUTES } from '@tate/contracts';
import { addChild, createActiveParent, logIn, signIn } from './support/accounts';
import { axeViolations } from './support/axe';

/** Two short free audio meditations (3 and 4 minutes): a routine that fits the wind-down. */
const ROUTINE = ['Breathe Like a Puppy (3 min)', 'Goodnight, Little Stars (4 min)'];
/** Two 16-minute meditations: 32 minutes, longer than the wind-down. */
const TOO_LONG = ["Tate's Moonlight Walk (16 min)", 'Blanket Fort Dreams (16 min)'];

/** A new family with one child, Ada; the parent is logged in on `page` and on Ada's form. */
async function openAdasForm(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const parent = await createActiveParent(request, label);
  const childId = await addChild(request, parent, 'Ada');
  await signIn(page, parent.email, parent.password);
  await page.goto(`/account/edit-child/${childId}`);
  await expect(page.getByRole('group', { name: 'Bedtime' })).toBeVisible();
  return childId;
}

/** The bedtime's time input (the section's legend is "Bedtime" too). */
function bedtimeInput(page: Page) {
  return page.getByRole('group', { name: 'Bedtime' }).getByLabel('Bedtime', { exact: true });
}

/** Fills the Bedtime section as a parent would: 20:00 to 07:00 in Toronto, a routine, a 45-minute limit. */
async function fillBedtime(page: Page, routine: string[]): Promise<void> {
  const bedtime = page.getByRole('group', { name: 'Bedtime' });
  await bedtime.getByLabel('Bedtime', { exact: true }).fill('20:00');
  await bedtime.getByLabel('Wake-up time').fill('07:00');
  await bedtime.getByLabel("Family's time zone").selectOption('America/Toronto');
  for (const [index, title] of routine.entries()) {
    await bedtime.getByLabel(['1st', '2nd'][index] ?? '', { exact: true }).selectOption({ label: title });
  }
  await bedtime.getByLabel('Daily limit (minutes)').fill('45');
}

async function expectBedtimeCard(page: Page, childId: string, timeZone = 'America/Toronto'): Promise<void> {
  await page.goto(`/child-profile/${childId}`);
  const card = page.getByRole('region', { name: 'Bedtime' });
  await expect(card.getByRole('term')).toHaveText(['Quiet hours', 'Time zone', 'Daily limit', 'Wind-down routine']);
  await expect(card.getByRole('definition').nth(0)).toHaveText('8:00 p.m. to 7:00 a.m.');
  await expect(card.getByRole('definition').nth(1)).toHaveText(timeZone);
  await expect(card.getByRole('definition').nth(2)).toHaveText('45 minutes');
  await expect(card.getByRole('listitem')).toHaveText(ROUTINE);
  const week = card.getByRole('figure', { name: 'Minutes Ada listened each day this week' });
  await expect(week.getByRole('row')).toHaveCount(8);
  await expect(week.getByRole('rowheader').last()).toContainText('Today');
  await expect(week.getByRole('cell').last()).toHaveText('0');
  await expect(card.getByRole('link', { name: 'Change bedtime' })).toHaveAttribute('href', `/account/edit-child/${childId}#bedtime`);
}

/** A new family's parent, logged in on `page` and on the form that creates a child, Ada's name and birth date typed. */
async function openCreateForm(page: Page, request: APIRequestContext, label: string, { javaScript }: { javaScript: boolean }): Promise<void> {
  const parent = await createActiveParent(request, label);
  await signIn(page, parent.email, parent.password);
  await page.goto('/account/create-child');
  await expect(page.getByRole('group', { name: 'Bedtime' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Ada');
  if (javaScript) {
    // The kit's date picker: segments in the browser's locale (en-US in Playwright: month, day, year).
    await page.getByRole('spinbutton', { name: /^month/ }).click();
    await page.keyboard.type('05042019');
  } else {
    await page.getByLabel('Date of birth').fill('2019-05-04');
  }
}

/** The id in the address of the child's edit form (the page it opens, or the link to it on the account page). */
function childIdOf(address: string): string {
  const id = /\/account\/edit-child\/([^/#?]+)/.exec(address)?.[1];
  if (!id) throw new Error(`No child id in ${address}`);
  return id;
}

/** The Bedtime section of the create form filled (its zone left as it starts), saved, and seen on the new profile. */
async function createWithBedtime(page: Page, timeZone: string, { javaScript }: { javaScript: boolean }): Promise<void> {
  const bedtime = page.getByRole('group', { name: 'Bedtime' });
  await bedtime.getByLabel('Bedtime', { exact: true }).fill('20:00');
  await bedtime.getByLabel('Wake-up time').fill('07:00');
  await bedtime.getByLabel('1st', { exact: true }).selectOption({ label: ROUTINE[0] ?? '' });
  await bedtime.getByLabel('2nd', { exact: true }).selectOption({ label: ROUTINE[1] ?? '' });
  await bedtime.getByLabel('Daily limit (minutes)').fill('45');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page).toHaveURL(/\/account\/details$/);
  // The toast: in the kit's notifications region with JavaScript, the page's status without.
  const toast = javaScript ? page.getByRole('region', { name: 'Notifications' }) : page.getByRole('status');
  await expect(toast).toContainText('Child profile created');
  const edit = await page.getByRole('link', { name: "Edit Ada's profile" }).getAttribute('href');
  await expectBedtimeCard(page, childIdOf(edit ?? ''), timeZone);
}

/** A routine too long refused on Save: the message on the routine, the parent still on the form (`on`), all typed kept. */
async function expectTooLongRefused(page: Page, { save = 'Save profile', on = /\/account\/edit-child\// } = {}): Promise<void> {
  await fillBedtime(page, TOO_LONG);
  await page.getByRole('button', { name: save }).click();
  const routine = page.getByRole('group', { name: 'Wind-down routine' });
  await expect(routine.getByText(MESSAGES.routineOutlastsWindDown(WIND_DOWN_MINUTES))).toBeVisible();
  await expect(routine.getByLabel('1st', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // Everything typed is kept.
  await expect(page).toHaveURL(on);
  await expect(bedtimeInput(page)).toHaveValue('20:00');
  await expect(page.getByLabel('Wake-up time')).toHaveValue('07:00');
  await expect(page.getByLabel("Family's time zone")).toHaveValue('America/Toronto');
  await expect(routine.getByLabel('1st', { exact: true }).locator('option:checked')).toHaveText(TOO_LONG[0] ?? '');
  await expect(routine.getByLabel('2nd', { exact: true }).locator('option:checked')).toHaveText(TOO_LONG[1] ?? '');
  await expect(page.getByLabel('Daily limit (minutes)')).toHaveValue('45');
}

test.describe("bedtime on the child's form", () => {
  test('a parent sets bedtime, wake-up, a routine of two and a 45-minute limit, and sees them on the profile', async ({ page, request }) => {
    const childId = await openAdasForm(page, request, 'bedtime-settings');
    await fillBedtime(page, ROUTINE);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(/\/account\/details$/);
    await expectBedtimeCard(page, childId);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the form shows the saved settings again, and axe finds nothing on it', async ({ page, request }) => {
    const childId = await openAdasForm(page, request, 'bedtime-settings-again');
    expect(await axeViolations(page)).toEqual([]);
    await fillBedtime(page, ROUTINE);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(/\/account\/details$/);
    await page.goto(`/account/edit-child/${childId}#bedtime`);
    await expect(bedtimeInput(page)).toHaveValue('20:00');
    await expect(page.getByLabel('Wake-up time')).toHaveValue('07:00');
    await expect(page.getByLabel('1st', { exact: true }).locator('option:checked')).toHaveText(ROUTINE[0] ?? '');
    await expect(page.getByLabel('2nd', { exact: true }).locator('option:checked')).toHaveText(ROUTINE[1] ?? '');
    await expect(page.getByLabel('Daily limit (minutes)')).toHaveValue('45');
    // Once the page runs (the search shows), a saved zone stays: the browser's is only for a family without one.
    await expect(page.getByRole('searchbox', { name: 'Search meditations' })).toBeVisible();
    await expect(page.getByLabel("Family's time zone")).toHaveValue('America/Toronto');
  });

  test('a search narrows the routine’s lists, a slot keeping its choice', async ({ page, request }) => {
    await openAdasForm(page, request, 'bedtime-search');
    const routine = page.getByRole('group', { name: 'Wind-down routine' });
    await routine.getByLabel('1st', { exact: true }).selectOption({ label: ROUTINE[0] ?? '' });
    await routine.getByRole('searchbox', { name: 'Search meditations' }).fill('stars');
    await expect(routine.getByLabel('2nd', { exact: true }).locator('option')).toHaveText(['None', ROUTINE[1] ?? '']);
    await expect(routine.getByLabel('1st', { exact: true }).locator('option')).toHaveText(['None', ROUTINE[0] ?? '', ROUTINE[1] ?? '']);
  });

  test('a routine choice made before the page runs (a slow network) stays chosen once a search narrows the lists', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'bedtime-search-slow');
    const childId = await addChild(request, parent, 'Ada');
    await logIn(page, parent.email, parent.password);
    // The form's scripts wait until the parent has chosen.
    let chosen: () => void = () => undefined;
    const choiceMade = new Promise<void>((resolve) => (chosen = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await choiceMade;
      await route.continue();
    });
    await page.goto(`/account/edit-child/${childId}`, { waitUntil: 'domcontentloaded' });
    const routine = page.getByRole('group', { name: 'Wind-down routine' });
    await routine.getByLabel('1st', { exact: true }).selectOption({ label: ROUTINE[0] ?? '' });
    chosen();
    await routine.getByRole('searchbox', { name: 'Search meditations' }).fill('stars');
    await expect(routine.getByLabel('1st', { exact: true }).locator('option:checked')).toHaveText(ROUTINE[0] ?? '');
    await expect(routine.getByLabel('1st', { exact: true }).locator('option')).toHaveText(['None', ROUTINE[0] ?? '', ROUTINE[1] ?? '']);
  });

  test('a routine too long for the wind-down is refused on the routine, everything typed kept', async ({ page, request }) => {
    await openAdasForm(page, request, 'bedtime-too-long');
    await expectTooLongRefused(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe("a new child, in a browser on Tokyo's clock", () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    test("a parent creates a child with a bedtime and a routine in one Save, the zone starting at the browser's", async ({ page, request }) => {
      await openCreateForm(page, request, 'bedtime-create', { javaScript: true });
      // The family has no zone saved yet: the page's own (the browser's) is chosen.
      await expect(page.getByLabel("Family's time zone")).toHaveValue('Asia/Tokyo');
      expect(await axeViolations(page)).toEqual([]);
      await createWithBedtime(page, 'Asia/Tokyo', { javaScript: true });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test("the same Save works, the zone starting at the site's, the browser's being unknown", async ({ page, request }) => {
        await openCreateForm(page, request, 'bedtime-create-nojs', { javaScript: false });
        await expect(page.getByLabel("Family's time zone")).toHaveValue('America/Toronto');
        await createWithBedtime(page, 'America/Toronto', { javaScript: false });
      });
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("a new child's routine refused keeps the create form as typed and makes no child; the fixed Save makes one", async ({ page, request }) => {
      await openCreateForm(page, request, 'bedtime-create-refused', { javaScript: false });
      await expectTooLongRefused(page, { save: 'Create profile', on: /\/account\/create-child$/ });
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada');
      await fillBedtime(page, ROUTINE);
      await page.getByRole('button', { name: 'Create profile' }).click();
      await expect(page).toHaveURL(/\/account\/details$/);
      await expect(page.getByRole('status')).toContainText('Child profile created');
      // One Ada: the refused Save made none.
      const edit = page.getByRole('link', { name: "Edit Ada's profile" });
      await expect(edit).toHaveCount(1);
      await expectBedtimeCard(page, childIdOf((await edit.getAttribute('href')) ?? ''));
    });

    test('the same form saves the bedtime and refuses a routine too long', async ({ page, request }) => {
      const childId = await openAdasForm(page, request, 'bedtime-settings-nojs');
      await expect(page.getByRole('searchbox', { name: 'Search meditations' })).toHaveCount(0);
      await expectTooLongRefused(page);
      await fillBedtime(page, ROUTINE);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page).toHaveURL(/\/account\/details$/);
      await expectBedtimeCard(page, childId);
    });
  });
});
