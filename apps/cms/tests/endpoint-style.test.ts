import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createParent, type TestParent } from './children-support';

// One way to write a custom endpoint (docs/decisions/2026-11-25-one-endpoint-style.md): the global::is-parent policy,
// one body reader and the envelope-errors middleware answer the same envelopes for the account and the family APIs.
let parent: TestParent;

const cms = cmsForTests({}, { shared: true });
beforeAll(async () => {
  parent = await createParent(cms.strapi, 'endpoint-style@example.com');
});

type Route = { method: string; path: string; config?: { auth?: boolean; policies?: Array<{ name: string }> } };

describe('one endpoint style', () => {
  it('declares every custom route public or for a parent through global::is-parent, and its other checks by name', () => {
    const apis = Object.values(cms.strapi.apis) as Array<{ routes: Record<string, { type?: string; routes: Route[] }> }>;
    const custom = apis.flatMap((entry) => Object.values(entry.routes).flatMap((router) => router.routes)).filter((route) => route.config?.auth === false);
    const namesOf = (route: Route) => (route.config?.policies ?? []).map((policy) => policy.name);
    const policies = new Set(custom.flatMap(namesOf));
    // A play's start (startsAPlay), the parent gate (parentGate) and child mode are the only checks besides the parent's token.
    expect(policies).toEqual(new Set(['global::is-parent', 'api::device.child-mode', 'api::bedtime.child-may-play', 'api::parent-gate.gate']));
    const gated = custom.filter((route) => namesOf(route).includes('api::parent-gate.gate'));
    expect(gated.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /children/:id/bedtime/unlock', 'POST /children/:id/daily-limit/extend']),
    );
    for (const route of gated) expect(namesOf(route)[0]).toBe('global::is-parent');
    // Every other parent route asks child mode whether a device given to a child may use it, right after the token.
    const parentRoutes = custom.filter((route) => namesOf(route).includes('global::is-parent') && !gated.includes(route));
    for (const route of parentRoutes) expect(namesOf(route).slice(0, 2), `${route.method} ${route.path}`).toEqual(['global::is-parent', 'api::device.child-mode']);
    const parentPaths = custom.filter((route) => namesOf(route).includes('global::is-parent')).map((route) => `${route.method} ${route.path}`);
    expect(parentPaths).toEqual(expect.arrayContaining(['POST /logout', 'POST /getDetail', 'POST /children', 'POST /child-history', 'POST /cancelSubscription']));
    expect(parentPaths).not.toContain('POST /login');
  });

  it.each([
    ['/logout', 'You need to sign in to access this section'],
    ['/changePassword', 'You need to sign in to access this section'],
    ['/getDetail', 'You need to sign in to access this section'],
    ['/children/all', 'Unauthorized'],
    ['/child-history/all', 'Unauthorized'],
  ])('answers %s without a token with its 401 envelope', async (path, message) => {
    const response = await api(cms.url, path, { json: {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ response_code: 401, response_message: message });
  });

  it('answers a bad or revoked token like a missing one', async () => {
    const response = await api(cms.url, '/children/all', { token: 'not-a-token', json: {} });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ response_code: 401, response_message: 'Unauthorized' });
  });

  it.each([
    ['/changePassword', true],
    ['/child-history/all', true],
    ['/login', false],
    ['/category/all', false],
  ])('answers %s with a body that is not a JSON object with a 400 naming the field body', async (path, signedIn) => {
    const response = await api(cms.url, path, { json: [{ email: 'a@example.com' }], token: signedIn ? parent.token : undefined });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ response_code: 400, response_message: 'The request body must be a JSON object', response_data: { field: 'body' } });
  });

  it('answers a beacon whose text is not JSON with a 400 naming the field body', async () => {
    const response = await api(cms.url, '/child-history', { text: '{"authtoken":' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ response_code: 400, response_message: 'Body is not valid JSON', response_data: { field: 'body' } });
  });

  it('answers a bad field with a 400 naming the field, for the account and the family endpoints alike', async () => {
    const account = await api(cms.url, '/changePassword', { token: parent.token, json: { oldpassword: 'Secret123!' } });
    expect(account.status).toBe(400);
    expect(account.body).toMatchObject({ response_code: 400, response_data: { field: 'newpassword' } });
    const family = await api(cms.url, '/child-history/all', { token: parent.token, json: { childId: '' } });
    expect(family.status).toBe(400);
    expect(family.body).toEqual({ response_code: 400, response_message: 'childId is required', response_data: { field: 'childId' } });
    const token = await api(cms.url, '/getDetail', { json: { authtoken: 42 } });
    expect(token.body).toEqual({ response_code: 400, response_message: 'authtoken must be a string', response_data: { field: 'authtoken' } });
  });

  it('reads the parent from the header, or from the body where the route takes a body token', async () => {
    const header = await api(cms.url, '/getDetail', { token: parent.token, json: {} });
    expect(header.body.response_code).toBe(200);
    const body = await api(cms.url, '/getDetail', { json: { authtoken: parent.token } });
    expect(body.body.response_code).toBe(200);
    const notTaken = await api(cms.url, '/children/all', { json: { authtoken: parent.token } });
    expect(notTaken.status).toBe(401);
  });
});
