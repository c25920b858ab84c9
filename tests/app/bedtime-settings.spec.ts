import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BEDTIME_MESSAGES, WIND_DOWN_MINUTES } from '@tate/contracts';
import { addChild, cmsToken, createActiveParent, logIn, signIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { CMS_URL, meditationTitled } from './support/cms';

type Story = { title: string; minutes: number };

/** Two short free audio meditations (3 and 4 minutes): a routine that fits the wind-down. */
const ROUTINE: Story[] = [
  { title: 'Breathe Like a Puppy', minutes: 3 },
  { title: 'Goodnight, Little Stars', minutes: 4 },
];
/** Two 16-minute meditations: 32 minutes, longer than the wind-down. */
const TOO_LONG: Story[] = [
  { title: "Tate's Moonlight Walk", minutes: 16 },
  { title: 'Blanket Fort Dreams', minutes: 16 },
];

/** A story as the selects and the profile's card write it: "Breathe Like a Puppy (3 min)". */
function labelOf(story: Story | undefined): string {
  return story ? `${story.title} (${story.minutes} min)` : '';
}

/**
 * Where axe looks in these journeys: the Bedtime section (the child form's other fields are the account journey's, and
 * axe over the whole form, its time zones included, costs seconds of a busy machine's CPU for each run).
 */
const BEDTIME_SECTION = '#bedtime';

/** Ada's bedtime as the apps save it (PUT /api/children/:id/bedtime), its routine given by the stories' titles. */
type SavedBedtime = { bedtime: string | null; wakeTime: string | null; timeZone: string; routine: Story[]; dailyLimitMinutes: number | null };

/** A bedtime saved with nothing set but the zone (the journeys that change the routine give it). */
const NO_EVENING: SavedBedtime = { bedtime: null, wakeTime: null, timeZone: 'UTC', routine: [], dailyLimitMinutes: null };
/** The evening `fillBedtime` types: 20:00 to 07:00 in Toronto, the short routine, a 45-minute limit. */
const EVENING: SavedBedtime = { bedtime: '20:00', wakeTime: '07:00', timeZone: 'America/Toronto', routine: ROUTINE, dailyLimitMinutes: 45 };

/** The routine's part of the Bedtime section. */
function routineGroup(page: Page) {
  return page.getByRole('group', { name: "Tonight's routine" });
}

/** The routine's story cards (with JavaScript). */
function routineCards(page: Page) {
  return routineGroup(page).getByRole('list', { name: "Tonight's routine" }).getByRole('listitem');
}

/** The ordinal select of the routine without JavaScript: "1st", "2nd". */
function slot(page: Page, label: '1st' | '2nd') {
  return routineGroup(page).getByLabel(label, { exact: true });
}

/** Opens the "Add a story" sheet, narrows it by a search and chooses the story. */
async function addStory(page: Page, story: Story): Promise<void> {
  await routineGroup(page).getByRole('button', { name: 'Add a story' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add a story' });
  await sheet.getByRole('searchbox', { name: 'Search stories' }).fill(story.title.split(' ').slice(-1)[0] ?? '');
  await sheet.getByRole('option', { name: new RegExp(`^${story.title}`) }).click();
  await expect(sheet).toHaveCount(0);
}

/** Chooses the routine as a parent would: from the sheet with JavaScript, in the ordered selects without. */
async function chooseRoutine(page: Page, routine: Story[], { javaScript }: { javaScript: boolean }): Promise<void> {
  if (javaScript) {
    for (const story of routine) await addStory(page, story);
    await expect(routineCards(page)).toHaveCount(routine.length);
    return;
  }
  for (const [index, story] of routine.entries()) {
    await slot(page, index === 0 ? '1st' : '2nd').selectOption({ label: labelOf(story) });
  }
}

/** The routine the form shows: the cards' titles in order with JavaScript, the chosen selects' without. */
async function expectRoutineShown(page: Page, routine: Story[], { javaScript }: { javaScript: boolean }): Promise<void> {
  if (javaScript) {
    await expect(routineCards(page)).toHaveCount(routine.length);
    for (const [index, story] of routine.entries()) await expect(routineCards(page).nth(index)).toContainText(story.title);
    return;
  }
  await expect(slot(page, '1st').locator('option:checked')).toHaveText(labelOf(routine[0]));
  await expect(slot(page, '2nd').locator('option:checked')).toHaveText(labelOf(routine[1]));
}

/**
 * A new family with one child, Ada; the parent is logged in on `page` and on Ada's form. With `saved`, Ada's bedtime
 * is saved first, as the apps would, so that a journey about changing it does not spend its time choosing it.
 */
async function openAdasForm(page: Page, request: APIRequestContext, label: string, saved?: SavedBedtime): Promise<string> {
  const parent = await createActiveParent(request, label);
  const childId = await addChild(request, parent, 'Ada');
  if (saved) {
    const routine = await Promise.all(saved.routine.map(async (story) => (await meditationTitled(request, story.title)).documentId));
    const answer = await request.put(`${CMS_URL}/api/children/${childId}/bedtime`, {
      headers: { authtoken: await cmsToken(request, parent) },
      data: { ...saved, routine },
    });
    expect(((await answer.json()) as { response_message: string }).response_message).toBe('Bedtime saved');
  }
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
async function fillBedtime(page: Page, routine: Story[], { javaScript }: { javaScript: boolean }): Promise<void> {
  const bedtime = page.getByRole('group', { name: 'Bedtime' });
  await bedtime.getByLabel('Bedtime', { exact: true }).fill('20:00');
  await bedtime.getByLabel('Wake-up time').fill('07:00');
  await bedtime.getByLabel("Family's time zone").selectOption('America/Toronto');
  await chooseRoutine(page, routine, { javaScript });
  await bedtime.getByLabel('Daily limit (minutes)').fill('45');
}

async function expectBedtimeCard(page: Page, childId: string, timeZone = 'America/Toronto'): Promise<void> {
  await page.goto(`/child-profile/${childId}`);
  const card = page.getByRole('region', { name: 'Bedtime' });
  await expect(card.getByRole('term')).toHaveText(['Quiet hours', 'Time zone', 'Daily limit', "Tonight's routine"]);
  await expect(card.getByRole('definition').nth(0)).toHaveText('8:00 p.m. to 7:00 a.m.');
  await expect(card.getByRole('definition').nth(1)).toHaveText(timeZone);
  await expect(card.getByRole('definition').nth(2)).toHaveText('45 minutes');
  await expect(card.getByRole('listitem')).toHaveText(ROUTINE.map(labelOf));
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
  await chooseRoutine(page, ROUTINE, { javaScript });
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
async function expectTooLongRefused(
  page: Page,
  { save = 'Save profile', on = /\/account\/edit-child\//, javaScript = false }: { save?: string; on?: RegExp; javaScript?: boolean } = {},
): Promise<void> {
  await fillBedtime(page, TOO_LONG, { javaScript });
  if (javaScript) await expect(routineGroup(page).getByText('32 minutes: too long for the 30-minute wind-down')).toBeVisible();
  await page.getByRole('button', { name: save }).click();
  const routine = routineGroup(page);
  await expect(routine.getByText(BEDTIME_MESSAGES.routineOutlastsWindDown(WIND_DOWN_MINUTES))).toBeVisible();
  await expect(routine).toHaveAccessibleDescription(BEDTIME_MESSAGES.routineOutlastsWindDown(WIND_DOWN_MINUTES));
  if (!javaScript) await expect(slot(page, '1st')).toHaveAttribute('aria-invalid', 'true');
  // Everything typed is kept.
  await expect(page).toHaveURL(on);
  await expect(bedtimeInput(page)).toHaveValue('20:00');
  await expect(page.getByLabel('Wake-up time')).toHaveValue('07:00');
  await expect(page.getByLabel("Family's time zone")).toHaveValue('America/Toronto');
  await expectRoutineShown(page, TOO_LONG, { javaScript });
  await expect(page.getByLabel('Daily limit (minutes)')).toHaveValue('45');
}

test.describe("bedtime on the child's form", () => {
  // Setting a routine, saving it and seeing it on the profile is the builder's journey below; axe runs there, on the
  // form with its cards and with its sheet open (each axe run on this form is seconds of a busy machine's CPU).
  test('the form shows the saved settings again', async ({ page, request }) => {
    await openAdasForm(page, request, 'bedtime-settings-again', EVENING);
    await expect(bedtimeInput(page)).toHaveValue('20:00');
    await expect(page.getByLabel('Wake-up time')).toHaveValue('07:00');
    await expectRoutineShown(page, ROUTINE, { javaScript: true });
    await expect(page.getByLabel('Daily limit (minutes)')).toHaveValue('45');
    // Once the page runs (the builder shows), a saved zone stays: the browser's is only for a family without one.
    await expect(page.getByLabel("Family's time zone")).toHaveValue('America/Toronto');
  });

  test("a zone the form does not know is refused on the zone's field: its own message, which describes it", async ({ page, request }) => {
    await openAdasForm(page, request, 'bedtime-zone-refused');
    const zone = page.getByLabel("Family's time zone");
    // A zone no runtime knows, as a tampered or outdated page could send.
    await zone.evaluate((select: HTMLSelectElement) => {
      select.selectedOptions[0]!.value = 'Mars/Olympus_Mons';
    });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await expect(zone).toHaveAccessibleDescription(BEDTIME_MESSAGES.timeZoneUnknown);
  });

  test("a parent adds stories from the sheet: a search narrows it, Enter chooses, a chosen story is not offered again, the total follows", async ({ page, request }) => {
    await openAdasForm(page, request, 'bedtime-sheet');
    const routine = routineGroup(page);
    await expect(routine.getByText('No stories yet')).toBeVisible();
    await expect(routine.getByText('0 minutes of the 30-minute wind-down')).toBeVisible();
    // The sheet: a search narrows the stories; axe finds nothing on it.
    await routine.getByRole('button', { name: 'Add a story' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add a story' });
    await expect(sheet.getByRole('searchbox', { name: 'Search stories' })).toBeFocused();
    await sheet.getByRole('searchbox', { name: 'Search stories' }).fill('stars');
    await expect(sheet.getByRole('option')).toHaveCount(1);
    await expect(sheet.getByRole('option')).toContainText('Goodnight, Little Stars');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    // Enter chooses the story the search left.
    await page.keyboard.press('Enter');
    await expect(sheet).toHaveCount(0);
    await addStory(page, ROUTINE[0] ?? { title: '', minutes: 0 });
    await expectRoutineShown(page, [ROUTINE[1], ROUTINE[0]].flatMap((story) => story ?? []), { javaScript: true });
    await expect(routine.getByText('7 minutes of the 30-minute wind-down')).toBeVisible();
    // A story already chosen is not offered again.
    await routine.getByRole('button', { name: 'Add a story' }).click();
    await expect(sheet.getByRole('option', { name: /^Breathe Like a Puppy/ })).toHaveCount(0);
    await expect(sheet.getByRole('option', { name: /^Goodnight, Little Stars/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });

  test("a parent reorders tonight's stories with the Move buttons (keyboard), each move said and the focus kept", async ({ page, request }) => {
    const chosen = [ROUTINE[1], ROUTINE[0], TOO_LONG[0]].flatMap((story) => story ?? []);
    await openAdasForm(page, request, 'bedtime-builder', { ...NO_EVENING, routine: chosen });
    const routine = routineGroup(page);
    await expectRoutineShown(page, chosen, { javaScript: true });
    await expect(routine.getByText('23 minutes of the 30-minute wind-down')).toBeVisible();
    // Keyboard: Move down on the first card, then Move up on the story that is now last.
    const moveDown = routine.getByRole('button', { name: 'Move Goodnight, Little Stars down' });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await expectRoutineShown(page, [ROUTINE[0], ROUTINE[1], TOO_LONG[0]].flatMap((story) => story ?? []), { javaScript: true });
    await expect(routine.getByText('Goodnight, Little Stars moved to place 2 of 3')).toBeAttached();
    await expect(moveDown).toBeFocused();
    await page.keyboard.press('Enter');
    // Now last: its Move down is off and the focus is on its Move up.
    await expect(moveDown).toBeDisabled();
    await expect(routine.getByRole('button', { name: 'Move Goodnight, Little Stars up' })).toBeFocused();
    await expect(routine.getByText('Goodnight, Little Stars moved to place 3 of 3')).toBeAttached();
  });

  test("a parent removes one of tonight's stories, sees the total follow, and saves the evening", async ({ page, request }) => {
    const childId = await openAdasForm(page, request, 'bedtime-remove', { ...NO_EVENING, routine: [...ROUTINE, ...TOO_LONG.slice(0, 1)] });
    const routine = routineGroup(page);
    await expect(routine.getByText('23 minutes of the 30-minute wind-down')).toBeVisible();
    await routine.getByRole('button', { name: `Remove ${TOO_LONG[0]?.title ?? ''}` }).click();
    await expect(routine.getByText(`${TOO_LONG[0]?.title ?? ''} removed`)).toBeAttached();
    await expectRoutineShown(page, ROUTINE, { javaScript: true });
    await expect(routine.getByText('7 minutes of the 30-minute wind-down')).toBeVisible();
    expect(await axeViolations(page, BEDTIME_SECTION)).toEqual([]);
    await page.getByRole('group', { name: 'Bedtime' }).getByLabel('Bedtime', { exact: true }).fill('20:00');
    await page.getByLabel('Wake-up time').fill('07:00');
    await page.getByLabel("Family's time zone").selectOption('America/Toronto');
    await page.getByLabel('Daily limit (minutes)').fill('45');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(/\/account\/details$/);
    await expectBedtimeCard(page, childId);
  });

  test('a story is dragged to another place', async ({ page, request }) => {
    await openAdasForm(page, request, 'bedtime-drag', { ...NO_EVENING, routine: ROUTINE });
    const cards = routineCards(page);
    await expect(cards).toHaveCount(ROUTINE.length);
    // Dropped on the top half of the first card: before it.
    await cards.nth(1).dragTo(cards.nth(0), { sourcePosition: { x: 16, y: 30 }, targetPosition: { x: 40, y: 6 } });
    await expectRoutineShown(page, [ROUTINE[1], ROUTINE[0]].flatMap((story) => story ?? []), { javaScript: true });
  });

  test('a routine choice made before the page runs (a slow network) is in the routine once it runs', async ({ page, request }) => {
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
    await slot(page, '1st').selectOption({ label: labelOf(ROUTINE[0]) });
    chosen();
    await expectRoutineShown(page, ROUTINE.slice(0, 1), { javaScript: true });
    await expect(routineGroup(page).getByText('3 minutes of the 30-minute wind-down')).toBeVisible();
  });

  test('a routine too long for the wind-down is refused on the routine, everything typed kept', async ({ page, request }) => {
    await openAdasForm(page, request, 'bedtime-too-long');
    await expectTooLongRefused(page, { javaScript: true });
    expect(await axeViolations(page, BEDTIME_SECTION)).toEqual([]);
  });

  test.describe("a new child, in a browser on Tokyo's clock", () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    test("a parent creates a child with a bedtime and a routine in one Save, the zone starting at the browser's", async ({ page, request }) => {
      await openCreateForm(page, request, 'bedtime-create', { javaScript: true });
      // The family has no zone saved yet: the page's own (the browser's) is chosen.
      await expect(page.getByLabel("Family's time zone")).toHaveValue('Asia/Tokyo');
      expect(await axeViolations(page, BEDTIME_SECTION)).toEqual([]);
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
      await fillBedtime(page, ROUTINE, { javaScript: false });
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
      await expect(routineGroup(page).getByRole('button', { name: 'Add a story' })).toHaveCount(0);
      await expectTooLongRefused(page);
      await fillBedtime(page, ROUTINE, { javaScript: false });
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page).toHaveURL(/\/account\/details$/);
      await expectBedtimeCard(page, childId);
    });
  });
});
