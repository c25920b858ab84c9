import { expect, test } from '@playwright/test';
import { addChild, cmsToken, createActiveParent, logIn } from './support/accounts';
import { axeViolations } from './support/axe';
import { CMS_URL, cmsFirst } from './support/cms';

type Meditation = { documentId: string; title: string; durationMinutes: number | string };

test.describe('the library of one child', () => {
  test('pre-selects the child and shows percent completed from the child history', async ({ page, request }) => {
    const parent = await createActiveParent(request, 'library-child');
    const childId = await addChild(request, parent, 'Ada');
    const media = await cmsFirst<Meditation>(
      request,
      'meditations?filters[title][$eq]=Goodnight, Little Stars&fields[0]=title&fields[1]=durationMinutes',
    );
    const halfway = Math.round((Number(media.durationMinutes) * 60) / 2);
    const saved = await request.post(`${CMS_URL}/api/child-history`, {
      headers: { authtoken: await cmsToken(request, parent) },
      data: { childId, mediaId: media.documentId, currentMediaTimestamp: halfway, location: 'Test', timeZone: 'UTC', watchingTime: halfway },
    });
    expect(((await saved.json()) as { response_code: number }).response_code).toBe(200);

    await logIn(page, parent.email, parent.password);
    await page.getByRole('button', { name: /Child/ }).first().click();
    await page.getByRole('option', { name: 'Ada' }).click();
    await expect(page).toHaveURL(new RegExp(`/library/${childId}$`));

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: media.title }) }).first();
    await expect(card.getByRole('progressbar', { name: 'Completed' })).toHaveAttribute('aria-valuenow', '50');
    await expect(card).toContainText(`${Math.round(Number(media.durationMinutes))} min`);

    await page.reload();
    await expect(page.getByRole('button', { name: /Child/ }).first()).toContainText('Ada');
    await expect(card.getByRole('progressbar', { name: 'Completed' })).toHaveAttribute('aria-valuenow', '50');
    expect(await axeViolations(page)).toEqual([]);
  });

  test("another parent's child is the same 404 as a missing one", async ({ page, request }) => {
    const parent = await createActiveParent(request, 'library-owner');
    await addChild(request, parent, 'Bea');
    const other = await createActiveParent(request, 'library-other');
    const othersChild = await addChild(request, other, 'Cal');

    await logIn(page, parent.email, parent.password);
    const foreign = await page.goto(`/library/${othersChild}`);
    expect(foreign?.status()).toBe(404);
    const missing = await page.goto('/library/no-such-child');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a visitor is sent to login', async ({ page }) => {
    await page.goto('/library/some-child');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You need to sign in to access this section')).toBeVisible();
  });
});
