// @ts-check
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE } from '../app/http/page-cache';
import { createRenderedPages } from '../app/http/rendered-pages.server';
import { sharedPageKey } from '../app/shared-pages/shared-page-key.server';
import { appWithBuild } from './test-app.js';

/**
 * The web's Express app around a two-route build whose every page is public HTML naming the address it was rendered
 * from, with the real page-cache key and cache; `renders` lists the addresses rendered.
 */
function appWithPages() {
  /** @type {string[]} */
  const renders = [];
  const pages = createRenderedPages({ ttlMs: 60_000 });
  /** @type {import('./app.js').RunAsVisitor} */
  const runAsVisitor = (_visitor, handle) => handle();
  /** @type {import('@remix-run/node').HandleDocumentRequestFunction} */
  const renderDocument = (request) => {
    renders.push(request.url);
    return new Response(`<p>${request.url}</p>`, { headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC_PAGE_CACHE } });
  };
  const entryModule = { default: renderDocument, runAsVisitor, sharedPageKey, renderedPages: () => pages };
  const component = () => null;
  const app = appWithBuild(
    {
      root: { id: 'root', path: '', module: { default: component } },
      page: { id: 'page', parentId: 'root', path: '*', module: { default: component } },
    },
    entryModule,
  );
  return { app, renders };
}

/**
 * Sends GET `path` with these headers (Host among them: `localhost:3000` unless given) to `app` on a free loopback port, as a raw HTTP client can.
 * @param {import('express').Express} app
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, body: string }>}
 */
async function get(app, path, headers = {}) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers: { host: 'localhost:3000', ...headers } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('the page cache behind the web server', () => {
  it('keeps one page for queries that differ only in parameters the page does not read', async () => {
    const { app, renders } = appWithPages();
    const first = await get(app, '/library?utm_source=a&feel=calm');
    const second = await get(app, '/library?feel=calm&x=7');
    expect(first.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(renders).toHaveLength(1);
    expect(first.body, 'the shared page carries no parameter of the visitor who asked first').not.toMatch(/utm_source|x=7/);
  });

  it('renders a page of its own for a filter the library reads', async () => {
    const { app, renders } = appWithPages();
    await get(app, '/library');
    const filtered = await get(app, '/library?feel=calm');
    expect(renders).toHaveLength(2);
    expect(filtered.body).toContain('feel=calm');
  });

  it('answers 400, not 500, to a Host or forwarded host with a port that cannot be', async () => {
    const { app, renders } = appWithPages();
    for (const host of ['localhost:99999', 'a:b']) {
      expect((await get(app, '/library', { host })).status).toBe(400);
    }
    expect((await get(app, '/library', { 'x-forwarded-host': 'localhost:99999' })).status).toBe(400);
    expect((await get(app, '/library', { 'x-forwarded-host': 'tate.example, proxy.example:8080' })).status).toBe(200);
    expect(renders).toHaveLength(1);
  });
});
