import { expect, test } from '../support/swept-clock';
import { partnerToken } from '../support/partner-token';
import { CMS_URL, logInAsCommerce } from './support/admins';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

const PARTNER = 'api::partner.partner';
const PLAY = 'api::partner.partner-play';
const SCHOOL = 'https://maple-school.example';

type Meditation = { id: number; documentId: string; title: string };

test('the Commerce user makes a partner, reads its key, and sees its embed plays of the day and its numbers in the admin, refusals by code too', async ({ page, request }) => {
  test.setTimeout(scaledBudget(180_000));
  const token = await logInAsCommerce(page);
  const admin = { Authorization: `Bearer ${token}` };

  const listed = await request.get(`${CMS_URL}/api/meditations?filters[accessLevel][$eq]=free&pagination[pageSize]=1`);
  const [meditation] = ((await listed.json()) as { data: Meditation[] }).data;
  if (!meditation) throw new Error('The demo seed has no free meditation');

  const created = await request.post(`${CMS_URL}/content-manager/collection-types/${PARTNER}`, {
    headers: admin,
    data: { name: 'Maple School', contactEmail: 'office@maple-school.example', allowedOrigins: `${SCHOOL}/`, active: true },
  });
  expect(created.status()).toBe(201);
  const partner = ((await created.json()) as { data: { documentId: string; publicKey: string } }).data;

  // Two page loads of the embed: each looks the meditation up, gets a play ticket, and reports its play with it.
  for (let press = 0; press < 2; press += 1) {
    const lookup = await request.get(`${CMS_URL}/api/media/${meditation.documentId}?key=${partner.publicKey}`, { headers: { origin: SCHOOL } });
    expect(lookup.status()).toBe(200);
    const { playTicket } = ((await lookup.json()) as { data: { playTicket: string } }).data;
    const played = await request.post(`${CMS_URL}/api/media/${meditation.documentId}/plays?key=${partner.publicKey}&ticket=${encodeURIComponent(playTicket)}`, {
      headers: { origin: SCHOOL },
    });
    expect(played.status()).toBe(204);
    // The first page's embed reports its startup and that it played to 90 %.
    for (const report of press === 0 ? ['event=startup&ms=300', 'event=completion'] : []) {
      const reported = await request.post(`${CMS_URL}/api/media/${meditation.documentId}/reports?key=${partner.publicKey}&ticket=${encodeURIComponent(playTicket)}&${report}`, {
        headers: { origin: SCHOOL },
      });
      expect(reported.status()).toBe(204);
    }
  }

  // A page on an origin the key does not allow is refused: the partner's numbers count the refusal by its code.
  const refused = await request.get(`${CMS_URL}/api/media/${meditation.documentId}?key=${partner.publicKey}`, { headers: { origin: 'https://copycat.example' } });
  expect(refused.status()).toBe(403);

  await page.goto(`/admin/content-manager/collection-types/${PARTNER}/${partner.documentId}`);
  const key = page.getByRole('textbox', { name: 'Partner key' });
  await expect(key).toHaveValue(partner.publicKey);
  await expect(key).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Allowed origins' })).toHaveValue(SCHOOL);

  const nav = page.getByRole('navigation', { name: 'Content Manager' });
  await expect(nav.getByRole('link', { name: 'Partner play', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Child', exact: true })).toHaveCount(0);

  const since = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const lastThirtyDays = `filters[$and][0][partner][name][$eq]=${encodeURIComponent('Maple School')}&filters[$and][1][day][$gte]=${since}`;
  const playsOfSchool = `/admin/content-manager/collection-types/${PLAY}?${lastThirtyDays}`;
  const row = page.getByRole('row').filter({ hasText: meditation.title });
  await expect(async () => {
    await page.goto(playsOfSchool);
    await expect(row).toHaveCount(1);
  }).toPass();
  await expect(row.getByRole('gridcell')).toContainText(['Maple School', meditation.title, '2']);

  // The partner's side panel: plays per day as a chart (named by its sum) and a table, and the numbers per meditation.
  await page.goto(`/admin/content-manager/collection-types/${PARTNER}/${partner.documentId}`);
  await expect(page.getByText('Embed numbers (30 days)')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Plays per day from .* to .*: 2 plays$/ })).toBeVisible();
  const numbers = page.getByRole('table', { name: /^Per meditation/ });
  await expect(numbers.getByRole('rowgroup').filter({ hasText: meditation.title }).getByRole('cell')).toHaveText(['2', '2', '50 %', '300–350 ms']);
  // The side panel is narrow: the table keeps to its width (no column past the panel's edge).
  expect(await numbers.evaluate((table) => table.getBoundingClientRect().width <= (table.parentElement?.getBoundingClientRect().width ?? 0) + 1)).toBe(true);
  const refusals = page.getByRole('table', { name: /^Refusals by code/ });
  await expect(refusals.getByRole('row').filter({ hasText: 'origin-not-allowed' }).getByRole('cell')).toHaveText(['1']);
  await page.getByText('Plays per day as a table').click();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByRole('table', { name: 'Plays per day' }).getByRole('row', { name: today })).toContainText('2');
});

test("the Commerce user makes a partner's signing secret in the admin, shown once, and a token signed with it plays a paid licensed meditation", async ({ page, request }) => {
  test.setTimeout(scaledBudget(180_000));
  const token = await logInAsCommerce(page);
  const admin = { Authorization: `Bearer ${token}` };
  const clinic = 'https://rowan-clinic.example';

  const listed = await request.get(`${CMS_URL}/api/meditations?filters[accessLevel][$eq]=paid&filters[kind][$eq]=audio&pagination[pageSize]=1`);
  const [meditation] = ((await listed.json()) as { data: Meditation[] }).data;
  if (!meditation) throw new Error('The demo seed has no paid audio meditation');
  const created = await request.post(`${CMS_URL}/content-manager/collection-types/${PARTNER}`, {
    headers: admin,
    data: { name: 'Rowan Clinic', contactEmail: 'office@rowan-clinic.example', allowedOrigins: clinic, active: true, meditations: { connect: [{ id: meditation.id }] } },
  });
  expect(created.status()).toBe(201);
  const partner = ((await created.json()) as { data: { documentId: string; publicKey: string } }).data;

  await page.goto(`/admin/content-manager/collection-types/${PARTNER}/${partner.documentId}`);
  const make = page.getByRole('button', { name: 'Make a new signing secret' });
  const shown = page.getByRole('textbox', { name: 'New signing secret' });
  await expect(make).toBeVisible();
  await expect(shown).toHaveCount(0);
  await make.click();
  await expect(shown).toHaveValue(/^tss_[\w-]{43}$/);
  const secret = await shown.inputValue();

  // The partner's server signs a token with it, and the paid meditation licensed to the partner plays.
  const signed = await partnerToken({ secret, publicKey: partner.publicKey, meditation: meditation.documentId });
  const lookup = await request.get(`${CMS_URL}/api/media/${meditation.documentId}?key=${partner.publicKey}&token=${signed}`, { headers: { origin: clinic } });
  expect(lookup.status()).toBe(200);

  // Shown once: after a reload the panel offers a new secret and shows none.
  await page.reload();
  await expect(make).toBeVisible();
  await expect(shown).toHaveCount(0);
});
