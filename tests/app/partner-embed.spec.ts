import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/swept-clock';
import { servePartnerPage } from '../support/partner-page';
import { partnerToken } from '../support/partner-token';
import { PARTNER_REFUSALS } from '@tate/contracts';
import { CMS_URL } from './support/cms';
import { commerceToken } from './support/commerce';

const PARTNER = 'api::partner.partner';
const PLAY = 'api::partner.partner-play';
const SDK_VERSION = (JSON.parse(readFileSync(new URL('../../packages/player-sdk/package.json', import.meta.url), 'utf8')) as { version: string }).version;

type Meditation = { id: number; documentId: string; title: string };
type Embed = { key: string; mediaId: string; scriptUrl: string; token: string };

/** A paid audio meditation, as the public API lists it (every seeded meditation has its file). */
async function paidMeditation(request: APIRequestContext): Promise<Meditation> {
  const response = await request.get(`${CMS_URL}/api/meditations?filters[accessLevel][$eq]=paid&filters[kind][$eq]=audio&pagination[pageSize]=1`);
  expect(response.ok()).toBe(true);
  const [found] = ((await response.json()) as { data: Meditation[] }).data;
  if (!found) throw new Error('The demo seed has no paid audio meditation');
  return found;
}

/** A partner's page (Maple School) embedding Tate's script element with a key. */
function embedding({ key, mediaId, scriptUrl, token }: Embed): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Maple School: quiet time</title></head>
<body><main><h1>Quiet time at Maple School</h1>
<tate-player partner-key="${key}" token="${token}" media-id="${mediaId}" api-base="${CMS_URL}/api"></tate-player>
<p>Why not: <output id="refusal"></output></p></main>
<script>document.addEventListener('tate-error', (event) => { const why = event.detail.refusal; document.getElementById('refusal').textContent = why ? why.code + ': ' + why.message : event.detail.code; });</script>
<script type="module" src="${scriptUrl}" crossorigin="anonymous"></script></body></html>`;
}

async function expectPlays(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => page.locator('tate-player').evaluate((player) => (player as HTMLElement & { currentTime: number }).currentTime))
    .toBeGreaterThan(0.5);
}

/** Today's date in UTC, as the CMS writes a play's day. */
function utcDay(): string {
  return new Date().toISOString().slice(0, 10);
}

test('a partner page on its own origin plays a licensed paid meditation with its key and its server\'s token, and only there, and only while active', async ({ page, request, baseURL }) => {
  const token = await commerceToken(request);
  const admin = { Authorization: `Bearer ${token}` };
  const meditation = await paidMeditation(request);
  const scriptUrl = `${baseURL}/embed/tate-player@${SDK_VERSION}.js`;

  const allowed = await servePartnerPage('127.0.0.2');
  const stranger = await servePartnerPage('127.0.0.3');
  try {
    const created = await request.post(`${CMS_URL}/content-manager/collection-types/${PARTNER}`, {
      headers: admin,
      data: {
        name: 'Maple School',
        contactEmail: 'office@maple-school.example',
        allowedOrigins: allowed.origin,
        active: true,
        meditations: { connect: [{ id: meditation.id }] },
      },
    });
    expect(created.status()).toBe(201);
    const partner = ((await created.json()) as { data: { documentId: string; publicKey: string } }).data;
    expect(partner.publicKey).toMatch(/^tpk_[\w-]{32}$/);

    // The partner's server signs a token for the paid meditation with the secret the admin showed once.
    const rotated = await request.post(`${CMS_URL}/partner-signing-secret/partners/${partner.documentId}/rotate`, { headers: admin });
    expect(rotated.status()).toBe(200);
    const { secret } = ((await rotated.json()) as { data: { secret: string } }).data;
    const token = await partnerToken({ secret, publicKey: partner.publicKey, meditation: meditation.documentId });

    // Without the token, the public key alone gets no paid file, and the developer reads why.
    allowed.shows(embedding({ key: partner.publicKey, mediaId: meditation.documentId, scriptUrl, token: '' }));
    await page.goto(allowed.origin);
    await expect(page.locator('#refusal')).toHaveText(`token-required: ${PARTNER_REFUSALS['token-required'].message}`);

    for (const site of [allowed, stranger]) site.shows(embedding({ key: partner.publicKey, mediaId: meditation.documentId, scriptUrl, token }));

    // The CMS counts the play on its day (UTC): the day the play began or, past midnight, the next one.
    const dayBefore = utcDay();
    await page.goto(allowed.origin);
    await expectPlays(page, meditation.title);

    // Its plays' rows: the refusals above are counted in the partner's row without a meditation (its numbers' refusals).
    let counted: Array<{ plays: number; day: string }> = [];
    await expect
      .poll(async () => {
        const plays = await request.get(`${CMS_URL}/content-manager/collection-types/${PLAY}?filters[$and][0][partner][documentId][$eq]=${partner.documentId}&filters[$and][1][meditation][documentId][$notNull]=true`, { headers: admin });
        counted = ((await plays.json()) as { results: Array<{ plays: number; day: string }> }).results;
        return counted;
      })
      .toEqual([expect.objectContaining({ plays: 1 })]);
    expect([dayBefore, utcDay()]).toContain(counted[0]?.day);

    await page.goto(stranger.origin);
    await expect(page.getByRole('alert')).toHaveText('This meditation is not available here.');
    await expect(page.getByText(meditation.title, { exact: true })).toHaveCount(0);
    // The developer learns why from the element's tate-error event: the CMS's refusal code and its sentence.
    await expect(page.locator('#refusal')).toHaveText(`origin-not-allowed: ${PARTNER_REFUSALS['origin-not-allowed'].message}`);

    const revoked = await request.put(`${CMS_URL}/content-manager/collection-types/${PARTNER}/${partner.documentId}`, { headers: admin, data: { active: false } });
    expect(revoked.ok()).toBe(true);
    await page.goto(allowed.origin);
    await expect(page.getByRole('alert')).toHaveText('This meditation is not available here.');
    await expect(page.locator('#refusal')).toHaveText(`key-inactive: ${PARTNER_REFUSALS['key-inactive'].message}`);
  } finally {
    await allowed.close();
    await stranger.close();
  }
});
