import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCmsClient } from './client.server';
import { readCmsConfig } from './config.server';
import { fetchBanners, fetchHomePage, fetchSiteSettings } from './content.server';
import { CmsError } from './errors.server';
import { mediaUrl } from './media-url.server';
import { createPublicCache } from './public-cache.server';
import { bannersPayload, notFoundPayload, siteSettingPayload } from './strapi-payloads.fixture';

type Route = (request: IncomingMessage, response: ServerResponse) => void;

function json(body: unknown, status = 200): Route {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

const routes = new Map<string, Route>([
  ['/api/site-setting', json(siteSettingPayload)],
  ['/api/banners', json(bannersPayload)],
  ['/api/home-page', json(notFoundPayload, 404)],
  ['/api/testimonials', json({ data: [{ id: 1, documentId: 't1', title: 'Calm', name: 'Ana' }], meta: {} })],
  ['/api/faqs', (_request, response) => response.end('<html>oops</html>')],
  ['/api/category/all', json({ response_code: 200, response_message: 'OK', response_data: [{ _id: 'c1' }] })],
  ['/api/sample-list', json({ response_code: 500, response_message: 'Something went wrong' }, 500)],
  [
    '/api/account/family-data',
    (request, response) => {
      if (request.method !== 'POST' || request.headers['content-type'] !== 'application/json') return json({ response_code: 405, response_message: 'POST JSON' }, 405)(request, response);
      if (request.headers.authtoken !== 'parent-token') return json({ response_code: 429, response_message: 'Too many requests' }, 429)(request, response);
      response.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="family.zip"' });
      response.write('PK first part,');
      setTimeout(() => response.end(' second part'), 20);
    },
  ],
]);

const requests: URL[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms.test');
    requests.push(url);
    const route = routes.get(url.pathname) ?? json(notFoundPayload, 404);
    route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function client() {
  return createCmsClient({ baseUrl, publicUrl: 'https://media.tate.example/' });
}

describe('CMS client', () => {
  it('parses site settings from the single type', async () => {
    const settings = await fetchSiteSettings(client());
    expect(settings.siteTitle).toBe('Tate Web');
    expect(settings.locale).toBe('en-CA');
    // 555 is no Canadian area code: the number is shown as the editors typed it.
    expect(settings.phone).toEqual({ display: '5551234567', href: 'tel:5551234567' });
    expect(settings.socialLinks).toEqual([
      { label: 'Instagram', url: 'https://instagram.example/tate' },
      { label: 'Facebook', url: 'https://facebook.example/tate' },
    ]);
    expect(requests.at(-1)?.searchParams.get('populate[socialLinks]')).toBe('true');
  });

  it("returns banners in CMS order with browser-facing image URLs, the art's own alt text and the printed message", async () => {
    const banners = await fetchBanners(client());
    expect(banners).toHaveLength(5);
    expect(banners[0]).toEqual({
      id: 'banner1',
      image: expect.objectContaining({ src: 'https://media.tate.example/uploads/banner_1.jpg', width: 1200, height: 600, alt: 'Tate in scene 1' }),
      message: 'Banner 1',
      link: null,
      linkLabel: null,
    });
    expect(banners[3]?.link).toBe('https://shop.example/subscription');
    expect(requests.at(-1)?.searchParams.get('sort')).toBe('sortOrder:asc');
  });

  it('gives each reader of a cached resource the fields its own schema asks for', async () => {
    const cached = createCmsClient({ baseUrl, publicUrl: 'https://media.tate.example/' }, fetch, createPublicCache({ ttlMs: 60_000 }));
    const asked = requests.length;
    const query = { 'populate[socialLinks]': 'true' };
    const names = await cached.get('site-setting', query, z.object({ data: z.object({ productName: z.string() }) }));
    const contact = await cached.get('site-setting', query, z.object({ data: z.object({ city: z.string() }) }));
    expect(names.data.productName).toBe('Tate');
    expect(contact.data.city).toBe('Toronto');
    expect(requests.length - asked).toBe(1);
  });

  it('keeps a public envelope answer of 200 per body, and never another code', async () => {
    const cached = createCmsClient({ baseUrl, publicUrl: 'https://media.tate.example/' }, fetch, createPublicCache({ ttlMs: 60_000 }));
    const asked = requests.length;
    await expect(cached.readPublicEnvelope('category/all', { filter: {} })).resolves.toEqual([{ _id: 'c1' }]);
    await expect(cached.readPublicEnvelope('category/all', { filter: {} })).resolves.toEqual([{ _id: 'c1' }]);
    expect(requests.length - asked).toBe(1);
    await cached.readPublicEnvelope('category/all', { filter: { searchTerm: 'cloud' } });
    expect(requests.length - asked).toBe(2);
    await expect(cached.readPublicEnvelope('sample-list', {})).rejects.toMatchObject({ kind: 'status' });
    await expect(cached.readPublicEnvelope('sample-list', {})).rejects.toMatchObject({ kind: 'status' });
    expect(requests.length - asked).toBe(4);
  });

  it('treats an unpublished home page as absent', async () => {
    await expect(fetchHomePage(client())).resolves.toBeNull();
  });

  it('names the fields when the CMS answers with an unexpected shape', async () => {
    const cms = client();
    const { testimonialSchema, listResponse } = await import('./schemas.server');
    const error = await cms.get('testimonials', {}, listResponse(testimonialSchema)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).kind).toBe('invalid');
    expect((error as CmsError).message).toContain('data.0.message');
  });

  it('reports a body that is not JSON', async () => {
    const { z } = await import('zod');
    await expect(client().get('faqs', {}, z.object({}))).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('reports the HTTP status of a failed request', async () => {
    const { z } = await import('zod');
    await expect(client().get('missing', {}, z.object({}))).rejects.toMatchObject({ kind: 'status', status: 404 });
  });

  it('says clearly when the CMS is down', async () => {
    const down = createCmsClient({ baseUrl: 'http://127.0.0.1:9', publicUrl: 'http://localhost:1337' });
    const error = await fetchSiteSettings(down).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).kind).toBe('unreachable');
    expect((error as CmsError).message).toContain('The content service at http://127.0.0.1:9 cannot be reached');
  });
});

describe('mediaUrl', () => {
  it('joins relative upload paths to the public media base', () => {
    expect(mediaUrl('http://localhost:1337', '/uploads/a.jpg')).toBe('http://localhost:1337/uploads/a.jpg');
    expect(mediaUrl('https://cdn.example/cms/', 'uploads/a.jpg')).toBe('https://cdn.example/cms/uploads/a.jpg');
  });

  it('keeps absolute URLs from other upload providers', () => {
    expect(mediaUrl('http://localhost:1337', 'https://bucket.example/a.jpg')).toBe('https://bucket.example/a.jpg');
  });
});

describe('readCmsConfig', () => {
  it('opens a download (POST, JSON) with the parent token and passes its body on as the CMS streams it', async () => {
    const download = await client().openDownload('account/family-data', { password: 'secret' }, { token: 'parent-token' });
    if (!('file' in download)) throw new Error(`refused: ${JSON.stringify(download.refusal)}`);
    expect(download.file.headers.get('content-disposition')).toBe('attachment; filename="family.zip"');
    expect(await download.file.text()).toBe('PK first part, second part');
  });

  it("reads a refused download's envelope", async () => {
    const download = await client().openDownload('account/family-data', { password: 'secret' }, { token: 'someone-else' });
    expect(download).toEqual({ refusal: { response_code: 429, response_message: 'Too many requests' } });
  });

  it('uses the development defaults', () => {
    expect(readCmsConfig({})).toEqual({ baseUrl: 'http://127.0.0.1:1337', publicUrl: 'http://localhost:1337' });
  });

  it('reads CMS_URL and CMS_PUBLIC_URL', () => {
    expect(readCmsConfig({ CMS_URL: 'http://cms:1337', CMS_PUBLIC_URL: 'https://cms.tate.example' })).toEqual({
      baseUrl: 'http://cms:1337',
      publicUrl: 'https://cms.tate.example',
    });
  });

  it('refuses a value that is not a URL', () => {
    expect(() => readCmsConfig({ CMS_URL: 'cms:1337/api' })).toThrow(/CMS_URL/);
  });
});
