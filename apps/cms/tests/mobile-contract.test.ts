import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { scaledBudget } from '../../../scripts/lib/machine-load.mjs';
import { api, createChild, createParent, PNG_BYTES, type ApiCall, type Envelope, type TestParent } from './children-support';
import { cmsForTests } from './cms-for-tests';

/**
 * The mobile contract as the apps read it (product rules §7; docs/decisions/2026-11-22-mobile-contract.md):
 * one request per call of the specification's section 7, each answer checked against the body paths
 * openapi/mobile-api.json names for that call.
 */
type Operation = { 'x-body-paths': string[]; security?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>> };

const documentPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'mobile-api.json');
const contract = JSON.parse(fs.readFileSync(documentPath, 'utf8')) as Document;

type Context = { parent: TestParent; email: string; childId: string; mediaId: string; categoryId: string; subCategoryId: string; historyId: string };
/** The request the app sends; `path` is what the app builds (a doubled slash included). */
type Case = { key: string; request: (context: Context) => { path: string } & ApiCall };

const PASSWORD = 'Secret123!';
const unique = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
const signUp = (email: string) => ({ name: 'Nina', email, password: 'Calm1234', check: true, deviceType: 'WEB', expiryDate: null });

function childForm(parentId: string): FormData {
  const form = new FormData();
  form.set('name', 'Ava');
  form.set('dateOfBirth', '2019-05-04');
  form.set('theme', JSON.stringify(['Animals', 'Space']));
  form.set('parentId', parentId);
  form.set('profileImg', new Blob([PNG_BYTES], { type: 'image/png' }), 'ava.png');
  return form;
}

const cases: Case[] = [
  { key: 'POST /check-user', request: () => ({ path: '/check-user', json: { email: unique('check') } }) },
  { key: 'POST /register', request: () => ({ path: '/register', json: { ...signUp(unique('register')), plan: 'month', planId: 'month' } }) },
  { key: 'POST /registerPayment', request: ({ parent }) => ({ path: '/registerPayment', token: parent.token, json: { sessionId: 'cs_unknown' } }) },
  { key: 'POST /signupByCoupon', request: () => ({ path: '/signupByCoupon', json: { ...signUp(unique('coupon')), couponCode: 'PLUSH-CONTRACT', plan: 'unlimited' } }) },
  { key: 'POST /login', request: ({ email }) => ({ path: '/login', json: { email, password: PASSWORD, check: true, deviceToken: 'device-1', deviceType: 'WEB' } }) },
  { key: 'POST /cancelSubscription', request: ({ parent }) => ({ path: '/cancelSubscription', token: parent.token, json: { userId: parent.id } }) },
  { key: 'POST /subscribedUserCheck', request: ({ email }) => ({ path: '/subscribedUserCheck', json: { email } }) },
  { key: 'POST /renewalSubscription', request: ({ email }) => ({ path: '/renewalSubscription', json: { email, plan: 'year', check: true, expiryDate: null, planId: 'year' } }) },
  { key: 'POST /renewalByCoupon', request: ({ email }) => ({ path: '/renewalByCoupon', json: { email, plan: 'unlimited', check: true, expiryDate: null, couponCode: 'NO-SUCH-CODE' } }) },
  { key: 'POST /forgot-password', request: ({ email }) => ({ path: '/forgot-password', json: { email } }) },
  { key: 'POST /reset-password', request: () => ({ path: '/reset-password', json: { password: 'Fresh2025y', token: 'not-a-reset-token' } }) },
  { key: 'POST /changePassword', request: ({ parent }) => ({ path: '/changePassword', token: parent.token, json: { oldpassword: 'Wrong1234', newpassword: 'Fresh2025y' } }) },
  { key: 'POST /account/delete', request: ({ parent }) => ({ path: '/account/delete', token: parent.token, json: { email: unique('someone-else'), password: PASSWORD } }) },
  { key: 'POST /getallsubscriptiontypes', request: ({ parent }) => ({ path: '/getallsubscriptiontypes', token: parent.token, json: {} }) },
  { key: 'POST /couponverify', request: () => ({ path: '/couponverify', json: { couponCode: 'PLUSH-VERIFY' } }) },
  { key: 'POST /getDetail', request: ({ parent }) => ({ path: '/getDetail', json: { authtoken: parent.token } }) },
  { key: 'POST /checkSubscription', request: ({ parent }) => ({ path: '/checkSubscription', json: { authtoken: parent.token } }) },
  { key: 'POST /payment', request: ({ parent }) => ({ path: '//payment', token: parent.token, json: { token: 'tok_visa', amount: 399 } }) },
  { key: 'POST /email', request: () => ({ path: '/email', json: { email: unique('news') } }) },
  { key: 'POST /welcome-email', request: () => ({ path: '/welcome-email', json: { name: 'Omar', lastname: 'Diaz', email: unique('welcome') } }) },
  {
    key: 'POST /contact',
    request: () => ({ path: '/contact', json: { firstname: 'Ana', lastname: 'Lee', email: unique('contact'), number: '0123456789', message: 'Hello Tate' } }),
  },
  { key: 'GET /prices', request: () => ({ path: '/prices', method: 'GET' }) },
  { key: 'GET /testimonial-list', request: ({ parent }) => ({ path: '/testimonial-list', method: 'GET', token: parent.token }) },
  { key: 'GET /getallbanners', request: () => ({ path: '/getallbanners', method: 'GET' }) },
  { key: 'POST /getallbanners', request: () => ({ path: '/getallbanners', json: {} }) },
  { key: 'POST /category/all', request: () => ({ path: '/category/all', json: { filter: { duration: [], ageRange: [], theme: [], searchTerm: '' } } }) },
  { key: 'POST /getallsubcategoriesbycatid', request: ({ categoryId }) => ({ path: '/getallsubcategoriesbycatid', json: { _id: categoryId, category_id: categoryId } }) },
  { key: 'POST /getsubcatdetail', request: ({ subCategoryId }) => ({ path: '/getsubcatdetail', json: { _id: subCategoryId, subcatId: subCategoryId } }) },
  { key: 'POST /category/media/all', request: ({ categoryId }) => ({ path: '/category/media/all', json: { filter: {}, libraryId: categoryId } }) },
  { key: 'GET /category/media/{id}', request: ({ mediaId }) => ({ path: `/category/media/${mediaId}`, method: 'GET' }) },
  { key: 'POST /user-fetch-subs-to-category', request: ({ categoryId, childId }) => ({ path: '/user-fetch-subs-to-category', json: { category_id: categoryId, child_id: childId } }) },
  { key: 'POST /sample-list', request: ({ categoryId }) => ({ path: '/sample-list', json: { libraryId: categoryId, filter: {} } }) },
  { key: 'POST /teen-media-list', request: () => ({ path: '/teen-media-list', json: { filter: {} } }) },
  { key: 'POST /suggestedMedia/child', request: ({ parent, childId }) => ({ path: '/suggestedMedia/child', token: parent.token, json: { id: childId } }) },
  {
    key: 'POST /add-to-favouritelist',
    request: ({ parent, childId, subCategoryId, categoryId }) => ({
      path: '/add-to-favouritelist',
      token: parent.token,
      json: { parent_id: parent.documentId, child_id: childId, sub_cat_id: subCategoryId, cat_id: categoryId },
    }),
  },
  { key: 'POST /get-child-favouritelist', request: ({ parent, childId }) => ({ path: '/get-child-favouritelist', token: parent.token, json: { childId } }) },
  { key: 'POST /check-favourite', request: ({ parent, childId, mediaId }) => ({ path: '/check-favourite', token: parent.token, json: { mediaId, childId } }) },
  {
    key: 'POST /user-video-status',
    request: ({ parent, childId, subCategoryId, categoryId }) => ({
      path: '/user-video-status',
      token: parent.token,
      json: { parent_id: parent.documentId, child_id: childId, sub_cat_id: subCategoryId, category_id: categoryId, duration: 42 },
    }),
  },
  { key: 'POST /fetch-video-duration', request: ({ parent, childId }) => ({ path: '/fetch-video-duration', token: parent.token, json: { parent_id: parent.documentId, child_id: childId } }) },
  { key: 'POST /children', request: ({ parent }) => ({ path: '/children', token: parent.token, form: childForm(parent.documentId) }) },
  { key: 'GET /children/{id}', request: ({ parent, childId }) => ({ path: `/children/${childId}`, method: 'GET', token: parent.token }) },
  {
    key: 'PUT /children/{id}',
    request: ({ parent, childId }) => ({ path: `/children/${childId}`, method: 'PUT', token: parent.token, json: { name: 'Ava Rose', theme: ['Yoga'] } }),
  },
  { key: 'POST /children/all', request: ({ parent }) => ({ path: '/children/all', token: parent.token, json: { parent_id: parent.documentId } }) },
  { key: 'GET /children/{id}/bedtime', request: ({ parent, childId }) => ({ path: `/children/${childId}/bedtime`, method: 'GET', token: parent.token }) },
  {
    key: 'PUT /children/{id}/bedtime',
    request: ({ parent, childId }) => ({
      path: `/children/${childId}/bedtime`,
      method: 'PUT',
      token: parent.token,
      json: { bedtime: '20:00', wakeTime: '07:00', timeZone: 'UTC', routine: [], dailyLimitMinutes: 240 },
    }),
  },
  // Unlocked before any call that a bedtime could refuse, so the calls after it answer at any hour.
  { key: 'POST /children/{id}/bedtime/unlock', request: ({ parent, childId }) => ({ path: `/children/${childId}/bedtime/unlock`, token: parent.token, json: { password: PASSWORD } }) },
  {
    key: 'POST /children/{id}/daily-limit/extend',
    request: ({ parent, childId }) => ({ path: `/children/${childId}/daily-limit/extend`, token: parent.token, json: { password: PASSWORD } }),
  },
  {
    key: 'POST /child-history',
    request: ({ parent, childId, mediaId }) => ({
      path: '/child-history',
      token: parent.token,
      json: { childId, mediaId, currentMediaTimestamp: 61, location: 'Europe', timeZone: 'Europe/Paris', watchingTime: 61 },
    }),
  },
  {
    key: 'POST /child-history/batch',
    request: ({ parent, childId, mediaId }) => ({
      path: '/child-history/batch',
      token: parent.token,
      json: { childId, saves: [{ mediaId, currentMediaTimestamp: 62, watchingTime: 1, timeZone: 'Europe/Paris' }] },
    }),
  },
  { key: 'POST /child-history/all', request: ({ parent, childId, mediaId }) => ({ path: '/child-history/all', token: parent.token, json: { childId, mediaId } }) },
  { key: 'GET /child-history/{id}', request: ({ parent, historyId }) => ({ path: `/child-history/${historyId}`, method: 'GET', token: parent.token }) },
  {
    key: 'PUT /child-history/{id}',
    request: ({ parent, historyId, mediaId }) => ({ path: `/child-history/${historyId}`, method: 'PUT', token: parent.token, json: { currentMediaTimestamp: 90, mediaId } }),
  },
  { key: 'DELETE /child-history/{id}', request: ({ parent, historyId }) => ({ path: `/child-history/${historyId}`, method: 'DELETE', token: parent.token }) },
  { key: 'DELETE /children/{id}', request: ({ parent, childId }) => ({ path: `/children/${childId}`, method: 'DELETE', token: parent.token }) },
];

function operationOf(key: string): Operation | undefined {
  const [method = '', route = ''] = key.split(' ');
  return contract.paths[`/api${route}`]?.[method.toLowerCase()];
}

/** Reads `a.b.0.c` from a body: the path the app's code reads. */
function at(body: unknown, bodyPath: string): unknown {
  return bodyPath.split('.').reduce<unknown>((value, step) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[step];
  }, body);
}

const context = {} as Context;

const cms = cmsForTests({ SEED_DEMO: 'true', RATE_LIMIT_MAX: '100000', WEB_PUBLIC_URL: 'http://web.test' });
beforeAll(async () => {
  context.email = unique('parent');
  context.parent = await createParent(cms.strapi, context.email);
  for (const code of ['PLUSH-CONTRACT', 'PLUSH-VERIFY']) {
    await cms.strapi.db.query('api::coupon.coupon').create({
      data: { code, plan: 'unlimited', grantDays: null, redemptionLimit: 10, redemptionCount: 0, active: true },
    });
  }
  context.childId = await createChild(cms.url, context.parent, { name: 'Ava' });
  const categories = (await api(cms.url, '/category/all', { json: {} })).body.response_data as Array<{ _id: string }>;
  for (const category of categories) {
    const subs = (await api(cms.url, '/getallsubcategoriesbycatid', { json: { _id: category._id } })).body.response_data as Array<{ _id: string }>;
    if (subs.length > 0) {
      context.categoryId = category._id;
      context.subCategoryId = subs[0]!._id;
      break;
    }
  }
  const media = (await api(cms.url, '/category/media/all', { json: { libraryId: context.categoryId } })).body.response_data as Array<{ _id: string }>;
  context.mediaId = media[0]!._id;
  const saved = await api(cms.url, '/child-history', {
    token: context.parent.token,
    json: { childId: context.childId, mediaId: context.mediaId, currentMediaTimestamp: 30, location: 'Europe', timeZone: 'UTC', watchingTime: 30 },
  });
  context.historyId = (saved.body.response_data as { _id: string })._id;
}, scaledBudget(120_000));


describe('the mobile contract document', () => {
  it('names every call of section 7 once, and each has a request here', () => {
    const documented = Object.entries(contract.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route.replace(/^\/api/, '')}`),
    );
    expect(cases.map((item) => item.key).sort()).toEqual(documented.sort());
  });
});

describe('each call answers with the body path the apps read', () => {
  it.each(cases)('$key', async ({ key, request }) => {
    const operation = operationOf(key);
    expect(operation, `${key} is in openapi/mobile-api.json`).toBeDefined();
    const { path: apiPath, ...call } = request(context);
    const { status, body } = await api(cms.url, apiPath, call);
    expect(status, JSON.stringify(body)).not.toBe(404);
    for (const bodyPath of operation?.['x-body-paths'] ?? []) {
      expect(at(body, bodyPath), `${key}: body.${bodyPath} in ${JSON.stringify(body).slice(0, 300)}`).toBeDefined();
    }
  });
});

describe('readings that need more than a path', () => {
  it('a doubled-slash path answers exactly as the single-slash path', async () => {
    const single = await api(cms.url, '/getallbanners', { method: 'GET' });
    const doubled = await api(cms.url, '//getallbanners', { method: 'GET' });
    expect(doubled.status).toBe(single.status);
    expect(doubled.body).toEqual(single.body);
  });

  it('banners: body.data lists at least 5 items with an image', async () => {
    const { body } = await api(cms.url, '/getallbanners', { method: 'GET' });
    const banners = body.data as Array<{ image: unknown }>;
    expect(banners.length).toBeGreaterThanOrEqual(5);
    for (const banner of banners) expect(typeof banner.image).toBe('string');
  });

  it("the video screen's favourite body marks the sub-category's video for the child", async () => {
    const other = await createChild(cms.url, context.parent, { name: 'Leo' });
    const older = { parent_id: context.parent.documentId, child_id: other, sub_cat_id: context.subCategoryId, cat_id: context.categoryId };
    const added: Envelope = (await api(cms.url, '/add-to-favouritelist', { token: context.parent.token, json: older })).body;
    expect(added).toMatchObject({ response_code: 200, response_message: 'Add to favourite list successful.' });
    const checked = await api(cms.url, '/check-favourite', { token: context.parent.token, json: older });
    expect(checked.body.response_code).toBe(200);
    const list = await api(cms.url, '/get-child-favouritelist', { token: context.parent.token, json: { childId: other } });
    expect((list.body.response as { data: unknown[] }).data).toHaveLength(1);
  });

  it('fetch-video-duration: body.response.data[0].duration is the saved position', async () => {
    const child = await createChild(cms.url, context.parent, { name: 'Mo' });
    const status = { parent_id: context.parent.documentId, child_id: child, sub_cat_id: context.subCategoryId, category_id: context.categoryId, duration: 42 };
    const saved = await api(cms.url, '/user-video-status', { token: context.parent.token, json: status });
    expect(saved.body.response_message).toBe('Video status updated');
    const { body } = await api(cms.url, '/fetch-video-duration', {
      token: context.parent.token,
      json: { parent_id: context.parent.documentId, child_id: child },
    });
    expect(at(body, 'response.data.0.duration')).toBe(42);
  });

  it('check-favourite answers 200 only for a favourite', async () => {
    const fresh = await createChild(cms.url, context.parent, { name: 'Kai' });
    const { body } = await api(cms.url, '/check-favourite', { token: context.parent.token, json: { mediaId: context.mediaId, childId: fresh } });
    expect(body.response_code).not.toBe(200);
  });
});
