import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { RunningCms } from './harness';

/** Test support shared by the family and library test files. */
export type TestParent = { id: number; documentId: string; token: string };

export type ParentOptions = { subscribed?: boolean; expired?: boolean };

/** A parent account made directly through users-permissions, with its auth token. */
export async function createParent(strapi: Core.Strapi, email: string, options: ParentOptions = {}): Promise<TestParent> {
  const subscribed = options.subscribed ?? true;
  const expiry = new Date(Date.now() + (options.expired ? -1 : 1) * 30 * 86_400_000);
  const user = (await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: email,
      email,
      password: 'Secret123!',
      provider: 'local',
      confirmed: true,
      blocked: false,
      name: email.split('@')[0],
      is_subscribe: subscribed ? 'active' : 'none',
      subscriptionPlan: subscribed ? 'month' : null,
      expiryDate: subscribed ? expiry.toISOString() : null,
    })) as { id: number; documentId: string; tokenVersion?: number };
  const token = strapi.plugin('users-permissions').service('jwt').issue({ id: user.id, tokenVersion: 0 }) as string;
  return { id: user.id, documentId: user.documentId, token };
}

export type Envelope = {
  response_code: number;
  response_message: string;
  response_data?: unknown;
  [key: string]: unknown;
};

export type ApiCall = { method?: string; token?: string; json?: unknown; form?: FormData; text?: string };

/** Calls the API like a client and returns the HTTP status and the parsed JSON body. */
export async function api(baseUrl: string, path: string, call: ApiCall = {}): Promise<{ status: number; body: Envelope }> {
  const headers: Record<string, string> = {};
  if (call.token) headers.authtoken = call.token;
  let body: RequestInit['body'];
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    body = call.form;
  } else if (call.text !== undefined) {
    headers['content-type'] = 'text/plain;charset=UTF-8';
    body = call.text;
  }
  const response = await fetch(`${baseUrl}/api${path}`, { method: call.method ?? 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Envelope };
}

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A file put in the Media Library through the upload plugin, as an editor's upload (`data` may link it: ref, refId,
 * field); returns its id and address.
 */
export async function uploadFile(
  strapi: Core.Strapi,
  name: string,
  bytes: Buffer,
  mimetype: string,
  data: { ref?: string; refId?: number; field?: string } = {},
): Promise<{ id: number; url: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-upload-'));
  const filepath = path.join(dir, name);
  fs.writeFileSync(filepath, bytes);
  try {
    const [file] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({ data, files: { filepath, originalFilename: name, mimetype, size: bytes.length } })) as Array<{ id: number; url: string }>;
    return file;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Creates a child through the API and returns its _id. */
export async function createChild(
  baseUrl: string,
  parent: TestParent,
  fields: { name?: string; dateOfBirth?: string; theme?: string[] } = {},
): Promise<string> {
  const { status, body } = await api(baseUrl, '/children', {
    token: parent.token,
    json: {
      name: fields.name ?? 'Mia',
      dateOfBirth: fields.dateOfBirth ?? '2019-05-04',
      theme: fields.theme ?? ['Animals'],
      parentId: parent.documentId,
    },
  });
  if (status !== 200) throw new Error(`child not created: ${JSON.stringify(body)}`);
  return (body.response_data as { _id: string })._id;
}

type LibraryFixtureOptions = {
  categoryName?: string;
  isTeen?: boolean;
  published?: boolean;
};

/** A published category made through the document service (content helper's type). */
export async function createCategory(strapi: Core.Strapi, options: LibraryFixtureOptions = {}): Promise<string> {
  const name = options.categoryName ?? `Category ${Math.random().toString(36).slice(2, 8)}`;
  const created = (await strapi.documents('api::category.category').create({
    data: { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), description: `${name} description`, isTeen: options.isTeen ?? false },
    status: options.published === false ? undefined : 'published',
  } as never)) as { documentId: string };
  return created.documentId;
}

export type MediaFixture = {
  title?: string;
  description?: string;
  accessLevel?: 'free' | 'paid';
  durationMinutes?: number;
  categoryId?: string;
  subCategoryId?: string;
  ageRanges?: string[];
  feelings?: string[];
  fileId?: number;
  published?: boolean;
  sortOrder?: number;
};

/** Ids of the age ranges / feelings with these labels, created when missing. */
async function taxonomyIds(strapi: Core.Strapi, uid: string, field: string, values: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const value of values) {
    const existing = (await strapi.db.query(uid as never).findOne({ where: { [field]: value } })) as { documentId: string } | null;
    if (existing) {
      ids.push(existing.documentId);
      continue;
    }
    const extra = uid === 'api::age-range.age-range' ? { minAge: Number.parseInt(value, 10) || 0 } : {};
    const created = (await strapi.documents(uid as never).create({ data: { [field]: value, ...extra } } as never)) as {
      documentId: string;
    };
    ids.push(created.documentId);
  }
  return ids;
}

/** A meditation made through the document service, published unless told otherwise. */
export async function createMedia(strapi: Core.Strapi, fixture: MediaFixture = {}): Promise<string> {
  const title = fixture.title ?? `Meditation ${Math.random().toString(36).slice(2, 8)}`;
  const ageRanges = await taxonomyIds(strapi, 'api::age-range.age-range', 'label', fixture.ageRanges ?? []);
  const feelings = await taxonomyIds(strapi, 'api::feeling.feeling', 'name', fixture.feelings ?? []);
  const created = (await strapi.documents('api::meditation.meditation').create({
    data: {
      title,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
      description: fixture.description ?? `About ${title}`,
      kind: 'audio',
      accessLevel: fixture.accessLevel ?? 'free',
      durationMinutes: fixture.durationMinutes ?? 7,
      sortOrder: fixture.sortOrder ?? 0,
      category: fixture.categoryId ? { connect: [fixture.categoryId] } : undefined,
      subCategory: fixture.subCategoryId ? { connect: [fixture.subCategoryId] } : undefined,
      ageRanges: { connect: ageRanges },
      feelings: { connect: feelings },
      file: fixture.fileId,
    },
    status: fixture.published === false ? undefined : 'published',
  } as never)) as { documentId: string };
  return created.documentId;
}

/** One parent, the parent's child and one meditation in a category of its own: a family test file's start. */
export type TestFamily = { parent: TestParent; childId: string; mediaId: string };

/** Puts a family in the CMS; `media` describes the meditation. */
export async function createFamily(cms: RunningCms, email: string, media: MediaFixture = {}): Promise<TestFamily> {
  const parent = await createParent(cms.strapi, email);
  const childId = await createChild(cms.url, parent);
  const mediaId = await createMedia(cms.strapi, { ...media, categoryId: await createCategory(cms.strapi) });
  return { parent, childId, mediaId };
}

/**
 * Listening seconds the CMS recorded for a child on a family day other than today. A save always counts on the
 * server's day, so a test that needs earlier days (a streak, the week's chart) or days a later run will find old
 * (the retention job) writes them as those days' saves did.
 */
export async function recordListeningDay(strapi: Core.Strapi, childId: string, day: string, seconds: number): Promise<void> {
  await strapi.documents('api::child-history.listening-day').create({ data: { childId, day, seconds } });
}
