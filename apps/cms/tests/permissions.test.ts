import { describe, expect, it } from 'vitest';
import { PUBLIC_SINGLE_TYPES } from '../src/utils/public-permissions';
import { cmsForTests } from './cms-for-tests';

const cms = cmsForTests({}, { shared: true });

const collectionPaths = [
  'categories',
  'sub-categories',
  'meditations',
  'age-ranges',
  'feelings',
  'banners',
  'testimonials',
  'faqs',
  'subscription-plans',
  'pages',
];

function send(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${cms.url}/api/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('anonymous access', () => {
  it.each(collectionPaths)('can list %s', async (path) => {
    const response = await send('GET', path);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[] };
    expect(Array.isArray(body.data)).toBe(true);
  });

  it.each(collectionPaths)('cannot create, update or delete %s', async (path) => {
    expect((await send('POST', path, { data: { name: 'x', title: 'x' } })).status).toBe(403);
    expect((await send('PUT', `${path}/abc`, { data: { name: 'x' } })).status).toBe(403);
    expect((await send('DELETE', `${path}/abc`)).status).toBe(403);
  });

  // A single type's API path is its name: the list that makes them public is the list tried here.
  it.each(PUBLIC_SINGLE_TYPES)('cannot change or delete the single type %s', async (path) => {
    expect((await send('PUT', path, { data: { heading: 'x' } })).status).toBe(403);
    expect((await send('DELETE', path)).status).toBe(403);
  });

  // Strapi's built-in users-permissions routes are removed (docs/decisions/security-review-cms.md): nothing answers.
  it('cannot list or read users', async () => {
    expect((await send('GET', 'users')).status).toBe(404);
    expect((await send('GET', 'users/1')).status).toBe(404);
    expect((await send('GET', 'users/me')).status).toBe(404);
  });

  it('cannot register through the built-in users-permissions route', async () => {
    const response = await send('POST', 'auth/local/register', {
      username: 'intruder',
      email: 'intruder@example.com',
      password: 'Intruder123',
    });
    // 405: the path is known to the router for another method only; no handler answers.
    expect([404, 405]).toContain(response.status);
  });

  it('cannot list or upload media files', async () => {
    expect((await send('GET', 'upload/files')).status).toBe(403);
    expect((await send('POST', 'upload')).status).toBe(403);
  });
});
