import { expect, test } from '@playwright/test';
import { CMS_URL, WEB_URL, logInAsEditor } from './support/admins';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

const MEDITATION = 'api::meditation.meditation';

test('an editor previews a draft meditation on the site; visitors and altered links do not see it', async ({ page, request, browser }) => {
  test.setTimeout(scaledBudget(120_000));
  const token = await logInAsEditor(page);
  const headers = { Authorization: `Bearer ${token}` };
  const title = `Draft dandelion ${Date.now()}`;
  const created = await request.post(`${CMS_URL}/content-manager/collection-types/${MEDITATION}`, {
    headers,
    data: { title, kind: 'audio', accessLevel: 'free', description: 'Blow the seeds and breathe out slowly.' },
  });
  expect(created.ok()).toBe(true);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  await page.goto(`/admin/content-manager/collection-types/${MEDITATION}/${documentId}`);
  await page.getByRole('link', { name: /open preview/i }).click();
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Preview of a draft')).toBeVisible();
  const link = await page.locator('iframe').getAttribute('src');
  expect(link).toContain(`${WEB_URL}/preview?`);

  const visitor = await browser.newPage();
  await visitor.goto(`${WEB_URL}/library`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  const altered = new URL(link ?? '');
  // Another document's id: the last character changed (a random id may already end in 'x').
  altered.searchParams.set('documentId', `${documentId.slice(0, -1)}${documentId.endsWith('x') ? 'y' : 'x'}`);
  const refused = await visitor.goto(altered.toString());
  expect(refused?.status()).toBe(403);
  await expect(visitor.getByText(/not valid or has expired/)).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  const response = await visitor.goto(link ?? '');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await visitor.close();
});
