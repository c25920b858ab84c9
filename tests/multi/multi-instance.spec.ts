import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { instances } from './instances';
import { editorToken, publishSiteSetting, siteSettingDraft } from '../app/support/editor';

// The CMS's test helpers are CommonJS (apps/cms is not an ES module package): loaded with require.
const require = createRequire(import.meta.url);
const { postWebhook, stripeEvent } = require('../../apps/cms/tests/fake-stripe/events.ts') as typeof import('../../apps/cms/tests/fake-stripe/events');

const DEMO_PARENT = { email: 'parent@tate.local', password: 'TateParent1' };
const [WEB_1 = '', WEB_2 = ''] = instances.web;
const [CMS_A = '', CMS_B = ''] = instances.cms;

/** Posts the login form to one web instance as a browser would, from `visitor`. */
function postLogin(web: string, email: string, password: string, visitor: string) {
  return fetch(`${web}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
    headers: { origin: web, 'x-forwarded-for': visitor },
  });
}

const MEDITATIONS = 'content-manager/collection-types/api::meditation.meditation';
const AUDIO = path.resolve(import.meta.dirname, '../../apps/cms/seed-assets/audio/ocean-breath.mp3');

const newVisitor = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;

test('a parent signed in through web 1 is signed in on web 2 (each web on its own CMS)', async () => {
  const login = await postLogin(WEB_1, DEMO_PARENT.email, DEMO_PARENT.password, newVisitor());
  expect(login.status).toBe(302);
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('__tate_session='))?.split(';')[0];
  expect(cookie).toBeTruthy();

  const details = await fetch(`${WEB_2}/account/details`, { headers: { cookie: cookie ?? '' }, redirect: 'manual' });
  expect(details.status).toBe(200);
  expect(await details.text()).toContain(DEMO_PARENT.email);

  const anonymous = await fetch(`${WEB_2}/account/details`, { redirect: 'manual' });
  expect(anonymous.status).toBe(302);
});

test('rate limits are shared: failed logins through both webs and both CMS instances count together', async () => {
  const visitor = newVisitor();
  const outcomes: string[] = [];
  // Alternate between the two webs (each on its own CMS); different e-mails, so only the visitor's own limit counts.
  for (let attempt = 0; attempt < instances.loginLimit + 2; attempt += 1) {
    const web = attempt % 2 === 0 ? WEB_1 : WEB_2;
    const response = await postLogin(web, `nobody-${crypto.randomUUID()}@tate.example`, 'Wrong1234', visitor);
    outcomes.push((await response.text()).includes('Too many requests') ? 'limited' : 'refused');
  }
  // Each instance saw at most half the attempts, so only shared counters reach the limit.
  expect(outcomes.indexOf('limited')).toBe(instances.loginLimit);
  expect(outcomes.slice(instances.loginLimit)).toEqual(['limited', 'limited']);

  // Another visitor is not affected, on either web.
  const other = await postLogin(WEB_2, DEMO_PARENT.email, DEMO_PARENT.password, newVisitor());
  expect(other.status).toBe(302);
});

test('a Stripe webhook delivered twice, to different CMS instances at once, is applied once', async () => {
  const parent = { name: 'Multi Parent', email: `multi-${Date.now()}@tate.example`, password: 'Calm1234' };
  const registered = await fetch(`${CMS_A}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...parent, plan: 'month', check: true }),
  });
  const checkoutUrl = ((await registered.json()) as { response_data: string }).response_data;
  const sessionId = checkoutUrl.split('/').pop() ?? '';
  const stripeSession = await fetch(`http://127.0.0.1:${process.env.MULTI_FAKE_STRIPE_PORT}/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: 'Bearer sk_test_tate' },
  });
  const session = { ...((await stripeSession.json()) as Record<string, unknown>), status: 'complete', subscription: null };

  const unpaid = await fetch(`${CMS_B}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: parent.email, password: parent.password }),
  });
  expect(((await unpaid.json()) as { response_code: number }).response_code).toBe(201);

  const event = stripeEvent('checkout.session.completed', session);
  const deliveries = await Promise.all([CMS_A, CMS_B].map((cms) => postWebhook(cms, instances.stripeWebhookSecret, event)));
  expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
  expect(deliveries.map((delivery) => delivery.body.response_data?.outcome).sort()).toEqual(['applied', 'duplicate']);

  // The same session in a new event (Stripe's retry after a lost answer) is not applied again either.
  const again = await postWebhook(CMS_B, instances.stripeWebhookSecret, stripeEvent('checkout.session.completed', session));
  expect(again.body.response_data?.outcome).toBe('duplicate');

  const paid = await fetch(`${CMS_B}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: parent.email, password: parent.password }),
  });
  expect(((await paid.json()) as { response_code: number }).response_code).toBe(200);
});

test("a change published through CMS A shows on web 2's pages at once (the webs pass it on through Redis)", async ({ request }) => {
  const description = async () => /<meta name="description" content="([^"]*)"/.exec(await (await fetch(`${WEB_2}/home`)).text())?.[1];
  // Asked twice, so web 2 has the page's content in its cache before the change.
  await description();
  const before = await description();

  const token = await editorToken(request, CMS_A);
  const draft = await siteSettingDraft(request, CMS_A, token);
  const changed = `Calm at bedtime, published through CMS A at ${Date.now()}`;
  await publishSiteSetting(request, CMS_A, token, draft, { metaDescription: changed });
  try {
    // Web 2 hears of it through Redis: within the expectation's budget, a fraction of the 30 s it would keep the page.
    await expect.poll(description).toBe(changed);
  } finally {
    await publishSiteSetting(request, CMS_A, token, draft);
    await expect.poll(description).toBe(before);
  }
});

test("a child's photo sent to CMS A is served by CMS B from the shared store, and a delete through B removes it", async () => {
  const login = await fetch(`${CMS_A}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_PARENT),
  });
  const token = ((await login.json()) as { response_data: { authToken: string } }).response_data.authToken;
  const photo = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: 'Ivy', dateOfBirth: '2019-05-04', theme: '["Animals"]' })) form.append(key, value);
  form.append('profileImg', new Blob([photo], { type: 'image/png' }), 'ivy.png');
  const created = await fetch(`${CMS_A}/api/children`, { method: 'POST', headers: { authtoken: token }, body: form });
  const child = ((await created.json()) as { response_data: { _id: string; imagePath: string } }).response_data;
  // Each CMS keeps no file on its own disk (STORAGE=s3): B hands out a presigned URL of the private bucket for the photo A stored.
  const fromB = await fetch(`${CMS_B}/api/children/${child._id}`, { headers: { authtoken: token } });
  const { imagePath } = ((await fromB.json()) as { response_data: { imagePath: string } }).response_data;
  try {
    for (const url of [child.imagePath, imagePath]) {
      expect(url.startsWith(`${process.env.MULTI_S3_ENDPOINT}/tate-private/child_photo_`)).toBe(true);
      expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    // The CMS stores the photo re-encoded without its metadata: both URLs serve the same stored bytes.
    const [throughA, throughB] = await Promise.all([child.imagePath, imagePath].map((url) => fetch(url)));
    expect([throughA.status, throughB.status]).toEqual([200, 200]);
    expect(throughB.headers.get('content-type')).toBe('image/png');
    const [bytesA, bytesB] = await Promise.all([throughA, throughB].map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(bytesB.length).toBeGreaterThan(0);
    expect(bytesB.equals(bytesA)).toBe(true);
    expect((await fetch(`${CMS_B}/api/children/${child._id}`, { method: 'DELETE', headers: { authtoken: token } })).status).toBe(200);
    expect((await fetch(imagePath)).status).toBe(404);
  } finally {
    await fetch(`${CMS_B}/api/children/${child._id}`, { method: 'DELETE', headers: { authtoken: token } });
  }
});

test("an editor's upload through CMS A plays through web 2, from the store CMS B reads, and its page loads the store's files", async ({ request }) => {
  const token = await editorToken(request, CMS_A);
  const headers = { authorization: `Bearer ${token}` };
  const bytes = fs.readFileSync(AUDIO);
  const uploaded = await request.post(`${CMS_A}/upload`, {
    headers,
    multipart: { files: { name: 'multi-story.mp3', mimeType: 'audio/mpeg', buffer: bytes } },
  });
  expect(uploaded.ok()).toBe(true);
  const [file] = (await uploaded.json()) as { id: number; url: string }[];
  expect(file?.url.startsWith(`${process.env.MULTI_S3_ENDPOINT}/`)).toBe(true);

  const title = `Shared story ${Date.now().toString(36)}`;
  const created = await request.post(`${CMS_A}/${MEDITATIONS}`, {
    headers,
    data: { title, slug: title.toLowerCase().replace(/\s+/g, '-'), kind: 'audio', accessLevel: 'free', file: file?.id },
  });
  expect(created.ok()).toBe(true);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  try {
    expect((await request.post(`${CMS_A}/${MEDITATIONS}/${documentId}/actions/publish`, { headers, data: {} })).ok()).toBe(true);
    // Web 2 asks CMS B, which finds the file in the store CMS A wrote it to; a range plays as a seek would.
    const played = await fetch(`${WEB_2}/player/file/${documentId}`, { headers: { range: 'bytes=0-1023' } });
    expect(played.status).toBe(206);
    expect(Buffer.from(await played.arrayBuffer()).equals(bytes.subarray(0, 1024))).toBe(true);
    const policy = (await fetch(`${WEB_2}/library`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`img-src 'self' data: blob: ${CMS_B} ${process.env.MULTI_S3_ENDPOINT}`);
  } finally {
    await request.delete(`${CMS_A}/${MEDITATIONS}/${documentId}`, { headers });
  }
});
