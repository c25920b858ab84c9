import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { adminToken as signedInAdmin } from './admin-support';
import { CATEGORY } from '../src/library/data/category';
import { MEDITATION } from '../src/media/data/meditation';
import { PARTNER, PARTNER_PLAY } from '../src/commerce/data/partner';
import { PUBLISHER_ACTION } from '../src/publishing/data/publisher-action';

const PREVIEW_SECRET = crypto.randomBytes(32).toString('hex');
/** An empty slug follows the title (or a category's name) when saved, as a new entry's does in the admin (src/editing/slug-follows-title.ts). */
const FOLLOWS_TITLE = '';

const cms = cmsForTests({ PREVIEW_SECRET, WEB_PUBLIC_URL: 'http://web.test' });

type AdminRole = { id: number; code: string };

const adminToken = (roleCode: string) => signedInAdmin(cms, roleCode);

function adminGet(token: string, uid: string): Promise<Response> {
  return fetch(`${cms.url}/content-manager/collection-types/${uid}`, { headers: { Authorization: `Bearer ${token}` } });
}

async function draftCategory(name: string) {
  return cms.strapi.documents(CATEGORY).create({ data: { name, slug: FOLLOWS_TITLE } });
}

async function publicTitles(): Promise<string[]> {
  const response = await fetch(`${cms.url}/api/meditations?pagination[pageSize]=100`);
  const body = (await response.json()) as { data: Array<{ title: string }> };
  return body.data.map((meditation) => meditation.title);
}

describe('admin roles', () => {
  const familyAndMoney = [
    'api::child.child',
    'api::child-history.child-history',
    'api::child-history.listening-day',
    'api::favourite.favourite',
    'api::contact-message.contact-message',
    'api::newsletter-signup.newsletter-signup',
    'plugin::users-permissions.user',
  ];
  const commerce = ['api::coupon.coupon', 'api::subscription-plan.subscription-plan'];

  it('lets an Editor read and edit the library and the pages', async () => {
    const token = await adminToken('strapi-editor');
    for (const uid of [MEDITATION, CATEGORY, 'api::banner.banner']) expect((await adminGet(token, uid)).status).toBe(200);
    const page = await fetch(`${cms.url}/content-manager/single-types/api::about-page.about-page`, { headers: { Authorization: `Bearer ${token}` } });
    expect([200, 404]).toContain(page.status);
  });

  it.each([...familyAndMoney, ...commerce])('refuses an Editor the admin API of %s', async (uid) => {
    const token = await adminToken('strapi-editor');
    expect((await adminGet(token, uid)).status).toBe(403);
  });

  it('gives the coupons and plans role coupons, plans and partners, the library to read, and nothing of families', async () => {
    const token = await adminToken('tate-commerce');
    for (const uid of [...commerce, PARTNER, PARTNER_PLAY, MEDITATION, CATEGORY]) expect((await adminGet(token, uid)).status).toBe(200);
    for (const uid of [...familyAndMoney, 'api::banner.banner']) expect((await adminGet(token, uid)).status).toBe(403);
    const create = (uid: string, data: Record<string, unknown>) =>
      fetch(`${cms.url}/content-manager/collection-types/${uid}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      });
    for (const [uid, data] of [
      [MEDITATION, { title: 'Not mine to write', kind: 'audio', accessLevel: 'free' }],
      [CATEGORY, { name: 'Not mine either' }],
      [PARTNER_PLAY, { day: '2026-11-24', plays: 1000 }],
    ] as const) {
      expect((await create(uid, data)).status, uid).toBe(403);
    }
    const partner = await create(PARTNER, { name: 'Maple School', contactEmail: 'office@maple.example', allowedOrigins: 'https://maple.example' });
    expect(partner.status).toBe(201);
  });

  it('takes family data away from any other role on the next boot', async () => {
    const roleService = cms.strapi.service('admin::role');
    const custom = (await roleService.create({ name: 'Helpers', code: 'helpers', description: 'test' })) as AdminRole;
    await roleService.assignPermissions(custom.id, [
      { action: 'plugin::content-manager.explorer.read', subject: 'api::child.child', properties: {}, conditions: [] },
      { action: 'plugin::content-manager.explorer.read', subject: MEDITATION, properties: {}, conditions: [] },
    ]);
    const { provisionAdminRoles } = await import('../src/admin-roles/provision-roles');
    await provisionAdminRoles(cms.strapi);
    const left = (await cms.strapi.db.query('admin::permission').findMany({ where: { role: { id: custom.id } } })) as Array<{ subject: string }>;
    expect(left.map((permission) => permission.subject)).toEqual([MEDITATION]);
  });
});

describe('editing guard rails', () => {
  it('publishes a draft category together with the meditation published into it', async () => {
    const category = await draftCategory('Evening stories');
    const meditation = await cms.strapi.documents(MEDITATION).create({
      data: { title: 'Moon boat', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free', category: category.documentId },
    });
    await cms.strapi.documents(MEDITATION).publish({ documentId: meditation.documentId });
    const response = await fetch(`${cms.url}/api/meditations?filters[title][$eq]=Moon%20boat&populate[category]=true`);
    const body = (await response.json()) as { data: Array<{ category: { name: string } | null }> };
    expect(body.data[0]?.category?.name).toBe('Evening stories');
  });

  it('derives the slug from the title while it is still the placeholder, and keeps a typed one', async () => {
    const placeholder = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Sleepy Sea Turtle', slug: 'meditation', kind: 'audio', accessLevel: 'free' } });
    expect(placeholder.slug).toBe('sleepy-sea-turtle');
    const typed = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Quiet Owl', slug: 'owl-at-night', kind: 'audio', accessLevel: 'free' } });
    expect(typed.slug).toBe('owl-at-night');
    const category = await draftCategory('Rainy Day');
    expect(category.slug).toBe('rainy-day');
  });

  it('places a new category after the last one', async () => {
    const before = (await cms.strapi.db.query(CATEGORY).findOne({ orderBy: { sortOrder: 'desc' } })) as { sortOrder: number };
    const category = await draftCategory('Last in line');
    expect(category.sortOrder).toBe(before.sortOrder + 1);
  });
});

describe('content manager layout', () => {
  type Layout = {
    data: {
      contentType: {
        metadatas: Record<string, { edit: { label: string; description: string; editable: boolean } }>;
        layouts: { list: string[] };
      };
    };
  };

  it('shows editors human labels, help texts, a read-only duration and the columns they scan for', async () => {
    const token = await adminToken('strapi-editor');
    const response = await fetch(`${cms.url}/content-manager/content-types/${MEDITATION}/configuration`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const { contentType } = ((await response.json()) as Layout).data;
    expect(contentType.layouts.list).toEqual(['title', 'category', 'accessLevel', 'durationMinutes', 'kind']);
    expect(contentType.metadatas.durationMinutes.edit).toMatchObject({ label: 'Length (minutes)', editable: false });
    expect(contentType.metadatas.accessLevel.edit.label).toBe('Who can listen');
    for (const [field, metadata] of Object.entries(contentType.metadatas)) {
      if (['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(field)) continue;
      expect(metadata.edit.description, field).not.toBe('');
    }
  });
});

describe('scheduled publishing', () => {
  const published: string[] = [];
  /** When each meditation's publication began, by the CMS's clock. */
  const publishedAt = new Map<string, number>();
  /** Each publication or unpublication the CMS has finished, by action and document id. */
  const finished = new EventEmitter();
  beforeAll(() => {
    cms.strapi.documents.use(async (context, next) => {
      const documentId = String((context.params as { documentId?: string }).documentId);
      if (context.uid === MEDITATION && context.action === 'publish') {
        published.push(documentId);
        if (!publishedAt.has(documentId)) publishedAt.set(documentId, Date.now());
      }
      const result = await next();
      if (context.uid === MEDITATION && (context.action === 'publish' || context.action === 'unpublish')) finished.emit(`${context.action} ${documentId}`);
      return result;
    });
  });

  /**
   * Resolves once the CMS has finished publishing (or unpublishing) the meditation, whenever its scheduler gets to it:
   * the test waits for that event, not for a number of seconds (its own timeout bounds it). Ask before scheduling.
   */
  function finishes(action: 'publish' | 'unpublish', documentId: string): Promise<void> {
    return new Promise((resolve) => finished.once(`${action} ${documentId}`, () => resolve()));
  }

  function schedule(documentId: string, mode: 'publish' | 'unpublish', executeAt: Date) {
    return cms.strapi.plugin('publisher').service('action').create({ data: { executeAt, mode, entityId: documentId, entitySlug: MEDITATION } });
  }

  it('publishes a scheduled meditation at its time, once, without anyone coming back', async () => {
    const meditation = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Starlight breathing', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free' } });
    const executeAt = new Date(Date.now() + 2000);
    const publication = finishes('publish', meditation.documentId);
    await schedule(meditation.documentId, 'publish', executeAt);
    const early = await publicTitles();
    // 'Not yet public' means something only while the time is still ahead when the answer came.
    if (Date.now() < executeAt.getTime()) expect(early).not.toContain('Starlight breathing');
    await publication;
    expect(await publicTitles()).toContain('Starlight breathing');
    expect(published.filter((id) => id === meditation.documentId)).toHaveLength(1);
    // At its time, not before: the publication began at or after the instant, by the CMS's own clock.
    expect(publishedAt.get(meditation.documentId)).toBeGreaterThanOrEqual(executeAt.getTime());
    expect(await cms.strapi.db.query(PUBLISHER_ACTION).count({ where: { entityId: meditation.documentId } })).toBe(0);
  });

  it('publishes at the new time when a schedule is moved, and not at the old one', async () => {
    const meditation = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Moonrise counting', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free' } });
    const first = new Date(Date.now() + 3000);
    const publication = finishes('publish', meditation.documentId);
    const action = await schedule(meditation.documentId, 'publish', first);
    const moved = new Date(Date.now() + 5000);
    await cms.strapi.plugin('publisher').service('action').update(action.documentId, { data: { executeAt: moved } });
    await publication;
    expect(await publicTitles()).toContain('Moonrise counting');
    expect(publishedAt.get(meditation.documentId)).toBeGreaterThanOrEqual(moved.getTime());
    expect(published.filter((id) => id === meditation.documentId)).toHaveLength(1);
  });

  it('leaves an action whose time has not come to its time when the sweep runs', async () => {
    const meditation = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Tomorrow clouds', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free' } });
    const action = await schedule(meditation.documentId, 'publish', new Date(Date.now() + 60 * 60_000));
    const { runDueActions } = await import('../src/publishing/scheduled-publishing');
    await runDueActions(cms.strapi);
    expect(await publicTitles()).not.toContain('Tomorrow clouds');
    expect(published).not.toContain(meditation.documentId);
    expect(await cms.strapi.db.query(PUBLISHER_ACTION).count({ where: { entityId: meditation.documentId } })).toBe(1);
    await cms.strapi.plugin('publisher').service('action').delete(action.documentId);
  });

  it('runs a due action once when two instances sweep at the same moment', async () => {
    const meditation = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Twin rivers', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free' } });
    // A time already past: no in-memory timer, as on an instance that did not schedule it.
    await schedule(meditation.documentId, 'publish', new Date(Date.now() - 1000));
    const { runDueActions } = await import('../src/publishing/scheduled-publishing');
    await Promise.all([runDueActions(cms.strapi), runDueActions(cms.strapi)]);
    expect(await publicTitles()).toContain('Twin rivers');
    expect(published.filter((id) => id === meditation.documentId)).toHaveLength(1);
  });

  it('unpublishes at the scheduled time', async () => {
    const meditation = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Last light', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free' } });
    await cms.strapi.documents(MEDITATION).publish({ documentId: meditation.documentId });
    expect(await publicTitles()).toContain('Last light');
    const unpublication = finishes('unpublish', meditation.documentId);
    await schedule(meditation.documentId, 'unpublish', new Date(Date.now() + 500));
    await unpublication;
    expect(await publicTitles()).not.toContain('Last light');
  });
});

describe('draft preview', () => {
  let editor: string;
  beforeAll(async () => {
    editor = await adminToken('strapi-editor');
  });

  /** What the admin's Preview panel asks for: the link to a document's preview, as the admin user `token`. */
  function previewUrlAs(token: string, type: string, documentId: string): Promise<Response> {
    return fetch(`${cms.url}/content-manager/preview/url/${type}?documentId=${documentId}`, { headers: { Authorization: `Bearer ${token}` } });
  }

  async function previewLink(type: string, documentId: string) {
    const response = await previewUrlAs(editor, type, documentId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { url?: string } };
    expect(body.data.url).toBeTruthy();
    return new URL(body.data.url ?? '');
  }

  function previewApi(link: URL, extra = ''): Promise<Response> {
    return fetch(`${cms.url}/api/preview${link.search}${extra}`);
  }

  it('hands the admin a signed link to the web preview and shows the draft through it, uncached', async () => {
    const meditation = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Secret garden', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'paid' } });
    const link = await previewLink(MEDITATION, meditation.documentId);
    expect(link.origin + link.pathname).toBe('http://web.test/preview');
    const response = await previewApi(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { data: { title: string; file?: unknown } };
    expect(body.data.title).toBe('Secret garden');
    expect(body.data).not.toHaveProperty('file');
    expect(await publicTitles()).not.toContain('Secret garden');
    const statusDraft = await fetch(`${cms.url}/api/meditations?status=draft`);
    expect(((await statusDraft.json()) as { data: Array<{ title: string }> }).data.map((m) => m.title)).not.toContain('Secret garden');
  });

  it('shows a draft page', async () => {
    const page = await cms.strapi.documents('api::about-page.about-page').create({ data: { heading: 'Draft about heading' } });
    const response = await previewApi(await previewLink('api::about-page.about-page', page.documentId));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { heading: string } }).data.heading).toBe('Draft about heading');
  });

  it('refuses a changed signature, another document, an expired link and types that are not previewable', async () => {
    const meditation = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Hidden hill', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free' } });
    const link = await previewLink(MEDITATION, meditation.documentId);
    const signature = link.searchParams.get('signature') ?? '';
    const forged = new URL(link);
    forged.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    expect((await previewApi(forged)).status).toBe(403);
    const stretched = new URL(link);
    stretched.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60_000));
    expect((await previewApi(stretched)).status).toBe(403);
    const expires = Date.now() - 1000;
    const expired = new URL(link);
    expired.searchParams.set('expires', String(expires));
    expired.searchParams.set('signature', crypto.createHmac('sha256', PREVIEW_SECRET).update(`${MEDITATION}.${meditation.documentId}.${expires}`).digest('hex'));
    expect((await previewApi(expired)).status).toBe(403);
    const child = await previewUrlAs(await adminToken('strapi-super-admin'), 'api::child.child', 'x');
    expect(child.status).toBe(204);
  });

  it('hands no link to a role that may not read the type', async () => {
    const meditation = await cms.strapi.documents(MEDITATION).create({ data: { title: 'Quiet lake', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free' } });
    await cms.strapi.service('admin::role').create({ name: 'Reads nothing', code: 'reads-nothing', description: 'test' });
    const nobody = await previewUrlAs(await adminToken('reads-nothing'), MEDITATION, meditation.documentId);
    expect(nobody.status).toBe(204);
    expect(await nobody.text()).toBe('');
  });

  it("includes what the page shows, whatever populate the caller adds", async () => {
    const category = await cms.strapi.documents(CATEGORY).create({ data: { name: 'Preview shelf', slug: FOLLOWS_TITLE } });
    const sibling = await cms.strapi.documents(MEDITATION).create({
      data: { title: 'Unpublished sibling', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'paid', category: category.documentId },
    });
    const meditation = await cms.strapi.documents(MEDITATION).create({
      data: { title: 'Star map', slug: FOLLOWS_TITLE, kind: 'audio', accessLevel: 'free', category: category.documentId },
    });
    const response = await previewApi(
      await previewLink(MEDITATION, meditation.documentId),
      '&populate[category][populate][meditations]=true&populate[createdBy]=true',
    );
    const body = (await response.json()) as { data: { category: Record<string, unknown> } & Record<string, unknown> };
    expect(body.data.category.name).toBe('Preview shelf');
    expect(body.data.category).not.toHaveProperty('meditations');
    expect(body.data).not.toHaveProperty('createdBy');
    expect(JSON.stringify(body)).not.toContain(sibling.title);
  });
});
