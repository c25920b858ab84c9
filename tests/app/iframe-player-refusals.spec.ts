import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { PARTNER_REFUSALS, PARTNER_TOKEN_AUDIENCE, type PartnerRefusalCode } from '@tate/contracts';
import { SignJWT } from 'jose';
import { CMS_URL } from './support/cms';
import { pressWhenHydrated } from './support/hydration';
import { commerceToken } from './support/commerce';
import { createPartner, documentId, framing, messages, paidAudio, type Message } from './support/iframe-partner';
import { expect, test, type PartnerPage } from '../support/partner-page';
import { partnerToken } from '../support/partner-token';

/**
 * Issue 56 items 1 and 4 in the iframe player: a frame that cannot play posts its partner an `error` event with the
 * refusal's code and sentence (as <tate-player>'s tate-error), and only a frame on the partner's page counts its play:
 * the frame's address opened on its own in a tab plays, uncounted (docs/decisions/2026-11-29-partner-counts-framed-only.md).
 */

const AUDIO = 'Goodnight, Little Stars';
const UNAVAILABLE = 'This meditation is not available here.';
const PLAY = 'api::partner.partner-play';

/** Frames `src` on the partner's page and answers the error event it posted, after the frame showed its refusal. */
async function errorOf(page: Page, partnerPage: PartnerPage, src: string, tate: string): Promise<Message | undefined> {
  partnerPage.shows(framing(src, tate));
  await page.goto(partnerPage.origin);
  await expect(page.frameLocator('#tate').getByRole('alert')).toHaveText(UNAVAILABLE);
  await expect.poll(async () => (await messages(page)).some((message) => message.type === 'error')).toBe(true);
  const received = await messages(page);
  expect(received.map((message) => message.type)).toEqual(['error']);
  return received[0];
}

function refused(code: PartnerRefusalCode, retryAfter?: number) {
  const refusal = retryAfter === undefined ? { code, message: PARTNER_REFUSALS[code].message } : { code, message: PARTNER_REFUSALS[code].message, retryAfter };
  return { source: 'tate-player', type: 'error', code: 'unavailable-here', message: UNAVAILABLE, refusal };
}

test('a frame refused before its lookup posts why to the page that framed it: no key, an unknown or inactive key, an origin the key does not allow', async ({ page, request, partnerPage: school, strangerPage: stranger, tate }) => {
  const mediaId = await documentId(request, AUDIO);
  const partner = await createPartner(request, school.origin);
  const { key } = partner;
  const inactive = await createPartner(request, school.origin, { active: false });
  expect(await errorOf(page, school, `${tate}/embed/${mediaId}`, tate)).toEqual(refused('key-missing'));
  expect(await errorOf(page, school, `${tate}/embed/${mediaId}?key=tpk_${'z'.repeat(32)}`, tate)).toEqual(refused('key-unknown'));
  expect(await errorOf(page, school, `${tate}/embed/${mediaId}?key=${inactive.key}`, tate)).toEqual(refused('key-inactive'));
  expect(await errorOf(page, stranger, `${tate}/embed/${mediaId}?key=${key}`, tate)).toEqual(refused('origin-not-allowed'));
  // No player reached the stranger's page: nothing was looked up for it.
  await expect(page.frameLocator('#tate').getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
  // The partner its key names reads that refusal in its numbers (no key and an unknown key name no partner).
  const admin = { Authorization: `Bearer ${await commerceToken(request)}` };
  const refusals = async (documentId: string) => {
    const numbers = await request.get(`${CMS_URL}/partner-numbers/partners/${documentId}`, { headers: admin });
    return ((await numbers.json()) as { data: { refusals: Array<{ code: string; count: number }> } }).data.refusals;
  };
  await expect.poll(() => refusals(partner.documentId)).toEqual([{ code: 'origin-not-allowed', count: 1 }]);
  await expect.poll(() => refusals(inactive.documentId)).toEqual([{ code: 'key-inactive', count: 1 }]);
});

test("a frame whose lookup is refused posts the refusal: not licensed, an expired token, another partner's token, rate limited with Retry-After", async ({ page, request, partnerPage: school, tate }) => {
  const paid = await paidAudio(request);
  const unlicensed = await createPartner(request, school.origin);
  const { key, token, secret } = await createPartner(request, school.origin, { licensed: paid });
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ aud: PARTNER_TOKEN_AUDIENCE, jti: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(key)
    .setSubject(paid.documentId)
    .setIssuedAt(now - 1200)
    .setExpirationTime(now - 600)
    .sign(new TextEncoder().encode(secret));
  const otherPartners = await partnerToken({ secret: `tss_${'o'.repeat(43)}`, publicKey: `tpk_${'o'.repeat(32)}`, meditation: paid.documentId });
  const frame = (query: string) => `${tate}/embed/${paid.documentId}?${query}`;

  expect(await errorOf(page, school, frame(`key=${unlicensed.key}`), tate)).toEqual(refused('not-licensed'));
  expect(await errorOf(page, school, frame(`key=${key}&token=${expired}`), tate)).toEqual(refused('token-expired'));
  expect(await errorOf(page, school, frame(`key=${key}&token=${otherPartners}`), tate)).toEqual(refused('token-other-partner'));

  // The lookup limited (120 a minute per visitor, too many to spend here): the CMS's answer, as it gives it.
  await page.route(/\/api\/media\/[^/?]+\?/, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After', 'retry-after': '37' },
      json: { response_code: 429, response_message: PARTNER_REFUSALS['rate-limited'].message, response_data: { code: 'rate-limited' } },
    }),
  );
  expect(await errorOf(page, school, frame(`key=${key}&token=${token}`), tate)).toEqual(refused('rate-limited', 37));
});

test('the frame opened on its own in a tab plays but counts nothing for the partner; framed on its page, its play counts', async ({ page, request, partnerPage: school, tate }) => {
  const mediaId = await documentId(request, AUDIO);
  const partner = await createPartner(request, school.origin);
  const src = `${tate}/embed/${mediaId}?key=${partner.key}`;
  const reported: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/media/')) reported.push(new URL(sent.url()).pathname.split('/').at(-1) ?? '');
  });

  const alone = page.waitForResponse((answer) => answer.request().method() === 'GET' && answer.url().includes(`/api/media/${mediaId}?`));
  await page.goto(src, { waitUntil: 'networkidle' });
  expect(((await (await alone).json()) as { data: { playTicket?: string } }).data.playTicket).toBeUndefined();
  await pressWhenHydrated(page.getByRole('button', { name: 'Play', exact: true }));
  await expect.poll(async () => Number(await page.getByRole('slider', { name: 'Position' }).inputValue())).toBeGreaterThan(0.5);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  expect(reported).toEqual([]);

  school.shows(framing(src, tate));
  await page.goto(school.origin);
  const frame = page.frameLocator('#tate');
  // The frame's Play is a script's: pressed before the frame says it is ready (hydrated), it does nothing.
  await expect.poll(async () => (await messages(page)).map((message) => message.type)).toContain('ready');
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => reported).toContain('plays');

  const admin = { Authorization: `Bearer ${await commerceToken(request)}` };
  const counted = async () => {
    const rows = await request.get(`${CMS_URL}/content-manager/collection-types/${PLAY}?filters[$and][0][partner][documentId][$eq]=${partner.documentId}&filters[$and][1][meditation][documentId][$notNull]=true`, { headers: admin });
    return ((await rows.json()) as { results: Array<{ views: number; plays: number }> }).results;
  };
  await expect.poll(counted).toEqual([expect.objectContaining({ views: 1, plays: 1 })]);
});
