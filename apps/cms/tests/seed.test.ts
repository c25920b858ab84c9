import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { runSeed } from '../src/seed';
import { ensureSeedFile } from '../src/seed/media';
import { meditations } from '../src/seed/library-data';
import { slugify } from '../src/seed/slug';
import { api } from './children-support';

let started = 0;
let bootMs = 0;
beforeAll(() => {
  started = Date.now();
});
// From an empty database: this file is about the seed itself.
const cms = cmsForTests({ SEED_DEMO: 'true' }, { from: 'empty' });
beforeAll(() => {
  bootMs = Date.now() - started;
});

const countedTypes = [
  'api::category.category',
  'api::sub-category.sub-category',
  'api::meditation.meditation',
  'api::age-range.age-range',
  'api::feeling.feeling',
  'api::banner.banner',
  'api::testimonial.testimonial',
  'api::faq.faq',
  'api::subscription-plan.subscription-plan',
  'api::home-page.home-page',
  'api::site-setting.site-setting',
  'plugin::upload.file',
  'plugin::users-permissions.user',
  'admin::user',
] as const;

async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const uid of countedTypes) counts[uid] = await cms.strapi.db.query(uid).count();
  return counts;
}

type Meditation = {
  durationMinutes: number | string;
  accessLevel: string;
  kind: string;
  ageRanges: Array<{ label: string }>;
  feelings: Array<{ name: string }>;
};

describe('the demo seed', () => {
  it("gives every meditation Tate's script as its captions, served as its transcript from the first seconds", async () => {
    const rows = (await cms.strapi.db.query('api::meditation.meditation').findMany({
      where: { publishedAt: { $notNull: true }, slug: { $in: meditations.map((meditation) => slugify(meditation.title)) } },
      select: ['documentId', 'slug', 'transcriptCues'],
      populate: { captions: { select: ['name'] } },
    })) as Array<{ documentId: string; slug: string; transcriptCues: unknown; captions: { name: string } | null }>;
    expect(rows).toHaveLength(meditations.length);
    for (const row of rows) {
      expect(row.captions?.name, row.slug).toBe(`${row.slug}.vtt`);
      expect(Array.isArray(row.transcriptCues) && row.transcriptCues.length > 0, row.slug).toBe(true);
    }
    const puppy = rows.find((row) => row.slug === 'breathe-like-a-puppy');
    const { body } = await api(cms.url, `/category/media/${puppy?.documentId}`, { method: 'GET' });
    const transcript = (body.response_data as { transcript: { cues: unknown[] } | null }).transcript;
    expect(transcript?.cues[0]).toEqual({ start: 0.5, end: 4.6, text: "Hi, I'm Tate. Let's breathe together." });
  });

  it('keeps every paid meditation file out of the public folder, and every free one in it', async () => {
    const items = (await cms.strapi.documents('api::meditation.meditation').findMany({
      status: 'published',
      populate: ['file'],
      limit: 100,
    } as never)) as unknown as Array<{ accessLevel: string; file: { url: string } | null }>;
    const paid = items.filter((item) => item.accessLevel === 'paid' && item.file);
    const free = items.filter((item) => item.accessLevel === 'free' && item.file);
    expect(paid.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);
    const name = (item: { file: { url: string } | null }) => (item.file as { url: string }).url.replace('/uploads/', '');
    for (const item of paid) {
      expect(fs.existsSync(path.join(cms.dirs.public, 'uploads', name(item)))).toBe(false);
      expect(fs.existsSync(path.join(cms.dirs.privateMedia, name(item)))).toBe(true);
      expect((await fetch(`${cms.url}${(item.file as { url: string }).url}`)).status).toBe(404);
    }
    for (const item of free) expect(fs.existsSync(path.join(cms.dirs.public, 'uploads', name(item)))).toBe(true);
  });

  it('publishes 30 meditations covering every filter value', async () => {
    const items = (await cms.strapi.documents('api::meditation.meditation').findMany({
      status: 'published',
      populate: ['ageRanges', 'feelings', 'file', 'cover', 'category'],
      limit: 100,
    } as never)) as unknown as Meditation[];
    expect(items).toHaveLength(30);
    const ages = new Set(items.flatMap((item) => item.ageRanges.map((range) => range.label)));
    expect([...ages].sort()).toEqual(['11+', '3-4', '5-7', '8-10']);
    const feelings = new Set(items.flatMap((item) => item.feelings.map((feeling) => feeling.name)));
    expect(feelings.size).toBe(8);
    const minutes = items.map((item) => Number(item.durationMinutes));
    expect(minutes.some((value) => value >= 5 && value < 10)).toBe(true);
    expect(minutes.some((value) => value >= 10 && value < 15)).toBe(true);
    expect(minutes.some((value) => value >= 15)).toBe(true);
    expect(new Set(items.map((item) => item.accessLevel))).toEqual(new Set(['free', 'paid']));
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['audio', 'video']));
  });

  it('gives every meditation a cover of its own with its alternative text', async () => {
    const items = (await cms.strapi.documents('api::meditation.meditation').findMany({
      status: 'published',
      populate: ['cover'],
      limit: 100,
    } as never)) as unknown as Array<{ cover: { id: number; name: string; alternativeText: string | null; formats: Record<string, unknown> | null } | null }>;
    const covers = items.map((item) => item.cover);
    expect(new Set(covers.map((cover) => cover?.id)).size).toBe(30);
    for (const cover of covers) {
      expect(cover?.alternativeText).toMatch(/^Tate /);
      // The upload plugin made the responsive sizes, as for an editor's upload.
      expect(Object.keys(cover?.formats ?? {})).toEqual(expect.arrayContaining(['small', 'medium', 'large']));
    }
  });

  it('replaces the shared category picture of an older database, but never a cover an editor chose', async () => {
    const uid = 'api::meditation.meditation';
    const fileId = async (name: string) => ((await cms.strapi.db.query('plugin::upload.file').findOne({ where: { name } })) as { id: number }).id;
    const rowsOf = async (slug: string) =>
      (await cms.strapi.db.query(uid).findMany({ where: { slug }, populate: { cover: { select: ['name'] } } })) as Array<{ id: number; cover: { name: string } | null }>;
    const setCover = async (slug: string, cover: number) => {
      for (const row of await rowsOf(slug)) await cms.strapi.db.query(uid).update({ where: { id: row.id }, data: { cover } });
    };
    // As seeded before 2026-11-26: a sleep story shows its category's picture. An editor gave another one the toy's photo.
    await setCover('the-quiet-forest', await fileId('cover-sleep.jpg'));
    await setCover('counting-fireflies', await fileId('toy-front.jpg'));
    expect((await rowsOf('the-quiet-forest')).map((row) => row.cover?.name)).toEqual(['cover-sleep.jpg', 'cover-sleep.jpg']);

    await runSeed(cms.strapi);

    expect((await rowsOf('the-quiet-forest')).map((row) => row.cover?.name)).toEqual(['the-quiet-forest.jpg', 'the-quiet-forest.jpg']);
    expect((await rowsOf('counting-fireflies')).map((row) => row.cover?.name)).toEqual(['toy-front.jpg', 'toy-front.jpg']);
  });

  it('gives each video meditation its own breathing clip, with its poster (a frame of it) as the cover', async () => {
    const videos = (await cms.strapi.documents('api::meditation.meditation').findMany({
      status: 'published',
      filters: { kind: 'video' },
      populate: ['file', 'cover'],
      limit: 100,
    } as never)) as unknown as Array<{ durationMinutes: number | string; file: { name: string; mime: string }; cover: { name: string; width: number; height: number } }>;
    expect(videos).toHaveLength(5);
    expect(new Set(videos.map((video) => video.file.name)).size).toBe(5);
    for (const video of videos) {
      expect(video.file.mime).toBe('video/mp4');
      expect(Number(video.durationMinutes)).toBeCloseTo(1, 1);
      expect(video.cover.name).toBe(video.file.name.replace('.mp4', '-poster.jpg'));
      expect([video.cover.width, video.cover.height]).toEqual([1280, 720]);
    }
    const populate = ['video', 'videoPoster'];
    type Single = { video: { name: string; mime: string }; videoPoster: { name: string; width: number; alternativeText: string } };
    const guide = (await cms.strapi.documents('api::welcome-guide.welcome-guide').findFirst({ status: 'published', populate } as never)) as unknown as Single;
    expect(guide.video).toMatchObject({ name: 'welcome-guide.mp4', mime: 'video/mp4' });
    const teen = (await cms.strapi.documents('api::teen-page.teen-page').findFirst({ status: 'published', populate } as never)) as unknown as Single;
    expect(teen.video.name).toBe('teen-brain-breathing.mp4');
    // Their posters, a frame of each.
    expect(guide.videoPoster).toMatchObject({ name: 'welcome-guide-poster.jpg', width: 1280 });
    expect(teen.videoPoster).toMatchObject({ name: 'teen-brain-breathing-poster.jpg', width: 1280 });
    expect(guide.videoPoster.alternativeText).toMatch(/^The plush Tate/);
  });

  it("gives the page videos their captions, and an older database gets them beside the seeded video, never beside an editor's", async () => {
    const guideUid = 'api::welcome-guide.welcome-guide';
    const teenUid = 'api::teen-page.teen-page';
    const captionsOf = async (type: string) =>
      ((await cms.strapi.db.query(type).findMany({ populate: { captions: { select: ['name'] } } })) as Array<{ captions: { name: string } | null }>).map((row) => row.captions?.name ?? null);
    expect(new Set(await captionsOf(guideUid))).toEqual(new Set(['welcome-guide.vtt']));
    expect(new Set(await captionsOf(teenUid))).toEqual(new Set(['teen-page-video.vtt']));
    // Seeded before the captions: none on either; an editor chose another video for the teen page.
    const editorsChoice = ((await cms.strapi.db.query('plugin::upload.file').findOne({ where: { name: 'welcome-guide.mp4' } })) as { id: number }).id;
    for (const row of (await cms.strapi.db.query(guideUid).findMany({})) as Array<{ id: number }>) await cms.strapi.db.query(guideUid).update({ where: { id: row.id }, data: { captions: null } });
    for (const row of (await cms.strapi.db.query(teenUid).findMany({})) as Array<{ id: number }>) await cms.strapi.db.query(teenUid).update({ where: { id: row.id }, data: { captions: null, video: editorsChoice } });

    await runSeed(cms.strapi);

    expect(new Set(await captionsOf(guideUid))).toEqual(new Set(['welcome-guide.vtt']));
    expect(new Set(await captionsOf(teenUid))).toEqual(new Set([null]));
  });

  it('gives an older database the new videos where it still has the gradient clips, and keeps an editor’s video', async () => {
    const uid = 'api::meditation.meditation';
    const rowsOf = async (slug: string) =>
      (await cms.strapi.db.query(uid).findMany({ where: { slug }, populate: { file: { select: ['name'] } } })) as Array<{ id: number; durationMinutes: number | string; file: { name: string } | null }>;
    const gradient = await ensureSeedFile(cms.strapi, 'video/breathing-bubble.mp4', 'Meditation video');
    const webm = await ensureSeedFile(cms.strapi, 'video/welcome-guide.webm', 'How to connect Tate');
    for (const row of await rowsOf('bubble-breaths')) await cms.strapi.db.query(uid).update({ where: { id: row.id }, data: { file: gradient, durationMinutes: 1.5 } });
    const guideUid = 'api::welcome-guide.welcome-guide';
    const teenUid = 'api::teen-page.teen-page';
    for (const row of (await cms.strapi.db.query(guideUid).findMany({})) as Array<{ id: number }>) await cms.strapi.db.query(guideUid).update({ where: { id: row.id }, data: { video: webm, videoPoster: null } });
    // An editor chose the welcome guide's video for the teen page: it stays.
    const editorsChoice = ((await cms.strapi.db.query('plugin::upload.file').findOne({ where: { name: 'welcome-guide.mp4' } })) as { id: number }).id;
    for (const row of (await cms.strapi.db.query(teenUid).findMany({})) as Array<{ id: number }>) await cms.strapi.db.query(teenUid).update({ where: { id: row.id }, data: { video: editorsChoice } });

    await runSeed(cms.strapi);

    for (const row of await rowsOf('bubble-breaths')) {
      expect(row.file?.name).toBe('bubble-breaths.mp4');
      expect(Number(row.durationMinutes)).toBeCloseTo(1, 1);
    }
    const videoNames = async (type: string) =>
      ((await cms.strapi.db.query(type).findMany({ populate: { video: { select: ['name'] } } })) as Array<{ video: { name: string } | null }>).map((row) => row.video?.name);
    expect(new Set(await videoNames(guideUid))).toEqual(new Set(['welcome-guide.mp4']));
    const posters = (await cms.strapi.db.query(guideUid).findMany({ populate: { videoPoster: { select: ['name'] } } })) as Array<{ videoPoster: { name: string } | null }>;
    expect(new Set(posters.map((row) => row.videoPoster?.name))).toEqual(new Set(['welcome-guide-poster.jpg']));
    expect(new Set(await videoNames(teenUid))).toEqual(new Set(['welcome-guide.mp4']));
  });

  it('shares a handful of uploaded media files across the library', async () => {
    const files = (await cms.strapi.db.query('plugin::upload.file').findMany({})) as Array<{ name: string; mime: string; url: string }>;
    // The meditations' tracks; the site settings' goodnight clip (the end of the bedtime routine) is not one of them.
    const audio = files.filter((file) => file.mime.startsWith('audio/') && file.name !== 'goodnight.mp3');
    expect(audio.length).toBeGreaterThanOrEqual(2);
    expect(audio.length).toBeLessThanOrEqual(5);
    expect(files.every((file) => file.url.startsWith('/uploads/'))).toBe(true);
  });

  it('never attaches one media file to both a free and a paid meditation', async () => {
    const items = (await cms.strapi.db.query('api::meditation.meditation').findMany({ populate: ['file'] })) as Array<{
      accessLevel: string;
      file: { id: number } | null;
    }>;
    const accessByFile = new Map<number, Set<string>>();
    for (const item of items) {
      if (!item.file) continue;
      const levels = accessByFile.get(item.file.id) ?? new Set<string>();
      levels.add(item.accessLevel);
      accessByFile.set(item.file.id, levels);
    }
    expect(accessByFile.size).toBeGreaterThanOrEqual(4);
    for (const levels of accessByFile.values()) expect(levels.size).toBe(1);
  });

  it('has one teen category and video sub-categories', async () => {
    const teen = await cms.strapi.documents('api::category.category').findMany({ filters: { isTeen: true }, status: 'published' } as never);
    expect(teen).toHaveLength(1);
    const categories = await cms.strapi.db.query('api::category.category').count({ where: { publishedAt: { $notNull: true } } });
    expect(categories).toBeGreaterThanOrEqual(6);
    const subCategories = await cms.strapi.db.query('api::sub-category.sub-category').count({ where: { publishedAt: { $notNull: true } } });
    expect(subCategories).toBeGreaterThanOrEqual(1);
  });

  it('creates the demo parent with a hashed password, a yearly active plan and the authenticated role', async () => {
    const parent = await cms.strapi.db.query('plugin::users-permissions.user').findOne({
      where: { email: 'parent@tate.local' },
      populate: ['role'],
    });
    expect(parent).toMatchObject({ name: 'Demo Parent', confirmed: true, subscriptionPlan: 'year', is_subscribe: 'active' });
    expect(parent.role.type).toBe('authenticated');
    expect(parent.password).not.toBe('TateParent1');
    const valid = await cms.strapi.plugin('users-permissions').service('user').validatePassword('TateParent1', parent.password);
    expect(valid).toBe(true);
    const daysAhead = (new Date(parent.expiryDate).getTime() - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(360);
    expect(daysAhead).toBeLessThan(367);
  });

  it('creates the demo editor as an active admin with the Editor role', async () => {
    const editor = await cms.strapi.db.query('admin::user').findOne({ where: { email: 'editor@tate.local' }, populate: ['roles'] });
    expect(editor.isActive).toBe(true);
    expect(editor.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-editor']);
    const valid = await cms.strapi.service('admin::auth').validatePassword('TateEditor1!', editor.password);
    expect(valid).toBe(true);
  });

  it('adds nothing when it runs again', async () => {
    console.info(`boot + demo seed on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${bootMs} ms`);
    const before = await countRows();
    const started = Date.now();
    await runSeed(cms.strapi);
    const rerunMs = Date.now() - started;
    console.info(`demo seed re-run: ${rerunMs} ms`);
    expect(await countRows()).toEqual(before);
  });
});
