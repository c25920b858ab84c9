import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';

type Operation = {
  security: Array<Record<string, string[]>>;
  requestBody?: { required: boolean; content: { 'application/json': { schema: { required?: string[] } } } };
};
type Document = { paths: Record<string, Record<string, Operation>> };

const MY_APIS = ['account', 'device', 'coupon', 'payment', 'subscription', 'contact-message', 'newsletter-signup', 'welcome-signup', 'site-content-legacy', 'privacy'];
const documentPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'account-api.json');
const document = JSON.parse(fs.readFileSync(documentPath, 'utf8')) as Document;
const documented = Object.entries(document.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), route, operation })),
);

const cms = cmsForTests({ RATE_LIMIT_MAX: '1000' }, { shared: true });

function runningRoutes(): string[] {
  const apis = cms.strapi.apis as unknown as Record<string, { routes: Record<string, { routes: Array<{ method: string; path: string }> }> }>;
  return MY_APIS.flatMap((name) =>
    Object.values(apis[name]?.routes ?? {}).flatMap((router) =>
      router.routes.map((route) => `${route.method} /api${route.path.replace(/:(\w+)/g, '{$1}')}`),
    ),
  );
}

describe('the OpenAPI document matches the running routes', () => {
  it('documents exactly the routes the account APIs register', () => {
    expect([...runningRoutes()].sort()).toEqual(documented.map(({ method, route }) => `${method} ${route}`).sort());
  });

  it.each(documented)('$method $route answers from its own handler (not the router 404)', async ({ method, route, operation }) => {
    const url = `${cms.url}${route.replace('{sessionId}', 'unknown-session')}`;
    const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
    const text = await response.text();
    expect(text).not.toContain('"name":"NotFoundError"');
    if (route.startsWith('/api/demo-checkout')) return;
    const body = JSON.parse(text) as { response_code: number; response_data?: { field?: string } };
    expect(typeof body.response_code).toBe('number');
    const required = operation.requestBody?.content['application/json'].schema.required ?? [];
    if (operation.security.length > 0) {
      expect(response.status).toBe(401);
    } else if (required.length > 0) {
      expect(response.status).toBe(400);
      expect(required).toContain(body.response_data?.field);
    }
  });
});
