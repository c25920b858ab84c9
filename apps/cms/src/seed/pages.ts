import type { Core, UID } from '@strapi/strapi';
import { z } from 'zod';
import type { SeedModule } from './seed-module';
import { ensureDocument, ensureSingle, type SeedData } from './documents';
import { ensureFounderPortrait, ensureSeedArtwork, ensureSeedFile, replaceSeededMedia } from './media';
import { ensureToyPictures } from './toy-pictures';
import { coverAlt } from './artwork/covers';
import { mediaFileId } from '../media/media-field';
import { SCENE_NAMES } from './artwork/scenes';
import pages from './content/pages.json';

const fields = z.record(z.string(), z.unknown());

/** content/pages.json: the copy of every marketing and shop page, as it is stored. */
const pagesSchema = z.strictObject({
  /** Each single type's content, by the type's uid. */
  singleTypes: z.record(z.string(), fields),
  /** Content pages (api::page.page), each found again by its slug. */
  pages: z.array(z.object({ slug: z.string() }).passthrough()),
});

/** A field that holds a media library file this seed makes, by its name: `{ "media": "toy-front" }`. */
const mediaReference = z.strictObject({ media: z.string() });

/** An item of a list of FAQs the marketing seed made, by its question: `{ "faq": "How long does the battery last?" }`. */
const faqReference = z.strictObject({ faq: z.string() });

type MediaIds = Map<string, number>;

/** What the content's references name: the media files by name, and the FAQs' documents by their question. */
type References = { media: MediaIds; faqs: Map<string, string> };

const GOODNIGHT_TEXT = 'Tate says: Goodnight, sleep tight. Tate is here.';

const WELCOME_POSTER_ALT = 'The plush Tate wearing a gift tag that reads Join Tate, above the first step: Sign up';

/**
 * Sets an empty media field beside the video (its poster, its captions) of a single type's rows (draft and published)
 * whose video is still the seeded one: an editor's video keeps what the editor gave it.
 */
async function fillSeededVideoField(strapi: Core.Strapi, uid: UID.ContentType, video: number, field: 'videoPoster' | 'captions', id: number): Promise<void> {
  const rows: unknown = await strapi.db.query(uid).findMany({ select: ['id'], populate: { video: { select: ['id'] }, [field]: { select: ['id'] } } });
  const list: unknown[] = Array.isArray(rows) ? rows : [];
  for (const row of list) {
    if (typeof row !== 'object' || row === null || !('id' in row) || !('video' in row)) continue;
    const filled = field in row && mediaFileId(Reflect.get(row, field)) !== null;
    if (mediaFileId(row.video) === video && !filled) await strapi.db.query(uid).update({ where: { id: row.id }, data: { [field]: id } });
  }
}

/** Sets a media field of a single type's rows (draft and published) where it is empty: a site seeded before it existed. */
async function fillEmptyMedia(strapi: Core.Strapi, uid: UID.ContentType, field: string, id: number): Promise<void> {
  const rows: unknown = await strapi.db.query(uid).findMany({ select: ['id'], populate: { [field]: { select: ['id'] } } });
  const list: unknown[] = Array.isArray(rows) ? rows : [];
  for (const row of list) {
    if (typeof row !== 'object' || row === null || !('id' in row)) continue;
    if (mediaFileId(Reflect.get(row, field)) === null) await strapi.db.query(uid).update({ where: { id: row.id }, data: { [field]: id } });
  }
}

/** The pictures and the video the pages show, by the names pages.json uses for them. */
async function ensurePagesMedia(strapi: Core.Strapi): Promise<MediaIds> {
  const media: MediaIds = new Map();
  // The library's covers (the same files): Tate in each of his scenes.
  for (const scene of SCENE_NAMES) {
    media.set(`cover-${scene}`, await ensureSeedArtwork(strapi, { scene, shape: 'cover', name: `cover-${scene}` }));
  }
  // The welcome guide's steps over the toy's pictures, and Tate breathing for the teen page (seed-assets/videos.mjs).
  media.set('welcome-guide-video', await ensureSeedFile(strapi, 'video/welcome-guide.mp4', 'How to connect Tate'));
  media.set('teen-video', await ensureSeedFile(strapi, 'video/teen-brain-breathing.mp4', 'Meditation video'));
  // Their posters, a frame of each (the teen one is also the teen meditation's cover, made first by the library).
  media.set('welcome-guide-poster', await ensureSeedFile(strapi, 'video/welcome-guide-poster.jpg', WELCOME_POSTER_ALT));
  media.set('teen-video-poster', await ensureSeedFile(strapi, 'video/teen-brain-breathing-poster.jpg', coverAlt('Your Amazing Teen Brain')));
  // Their captions: what each says and shows (seed-assets/transcripts), checked on save like an editor's file.
  media.set('welcome-guide-captions', await ensureSeedFile(strapi, 'transcripts/welcome-guide.vtt', 'Captions of How to connect Tate'));
  media.set('teen-video-captions', await ensureSeedFile(strapi, 'transcripts/teen-page-video.vtt', 'Captions of the teen page video'));
  for (const [name, id] of Object.entries(await ensureToyPictures(strapi))) media.set(`toy-${name}`, id);
  media.set('founder-portrait', await ensureFounderPortrait(strapi));
  // Tate's goodnight at the end of the bedtime routine (espeak-ng and sox, docs/decisions/2026-11-26-bedtime-rules.md).
  media.set('goodnight-clip', await ensureSeedFile(strapi, 'audio/goodnight.mp3', GOODNIGHT_TEXT));
  return media;
}

/** The FAQs the marketing seed published, by their question. */
async function faqsByQuestion(strapi: Core.Strapi): Promise<Map<string, string>> {
  const faqs = await strapi.documents('api::faq.faq').findMany({ status: 'published', fields: ['question'] });
  return new Map(faqs.flatMap((faq) => (faq.question ? [[faq.question, faq.documentId] as const] : [])));
}

/** A list's items resolved; an FAQ no longer found by its question (an editor changed or removed it) is left out. */
function resolveList(items: unknown[], references: References): unknown[] {
  return items.flatMap((item) => {
    const faq = faqReference.safeParse(item);
    if (!faq.success) return [resolveReferences(item, references)];
    const documentId = references.faqs.get(faq.data.faq);
    return documentId === undefined ? [] : [documentId];
  });
}

function resolveReferences(value: unknown, references: References): unknown {
  if (Array.isArray(value)) return resolveList(value, references);
  const reference = mediaReference.safeParse(value);
  if (reference.success) {
    const id = references.media.get(reference.data.media);
    if (id === undefined) throw new Error(`Seed content refers to unknown media "${reference.data.media}"`);
    return id;
  }
  const object = fields.safeParse(value);
  return object.success ? withReferences(object.data, references) : value;
}

/** The content with each reference replaced by the media file's id or the FAQ's document id. */
function withReferences(content: Record<string, unknown>, references: References): SeedData {
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, resolveReferences(value, references)]));
}

function contentTypeUid(strapi: Core.Strapi, uid: string): UID.ContentType {
  if (!isContentTypeUid(strapi, uid)) throw new Error(`Seed content names an unknown content type "${uid}"`);
  return uid;
}

function isContentTypeUid(strapi: Core.Strapi, uid: string): uid is UID.ContentType {
  return uid in strapi.contentTypes;
}

/** Site settings and the copy of every marketing and shop page (single types), and the content pages. */
export const pagesSeed: SeedModule = {
  name: 'pages',
  async run(strapi) {
    const content = pagesSchema.parse(pages);
    const references: References = { media: await ensurePagesMedia(strapi), faqs: await faqsByQuestion(strapi) };
    for (const [uid, singleType] of Object.entries(content.singleTypes)) {
      const type = contentTypeUid(strapi, uid);
      const data = withReferences(singleType, references);
      await ensureSingle(strapi, type, data);
      // A database seeded before 2026-11-26 shows the 5-second WebM gradient: it gets the new video and its poster;
      // an editor's video stays, and so does a poster an editor chose.
      if (typeof data.video === 'number') {
        await replaceSeededMedia(strapi, type, {}, 'video', ['welcome-guide.webm'], data.video);
        if (typeof data.videoPoster === 'number') await fillSeededVideoField(strapi, type, data.video, 'videoPoster', data.videoPoster);
        // A database seeded before its videos had captions (2026-11-27) gets their script's file.
        if (typeof data.captions === 'number') await fillSeededVideoField(strapi, type, data.video, 'captions', data.captions);
      }
      if (typeof data.goodnightClip === 'number') await fillEmptyMedia(strapi, type, 'goodnightClip', data.goodnightClip);
    }
    for (const page of content.pages) {
      await ensureDocument(strapi, 'api::page.page', { slug: page.slug }, withReferences(page, references));
    }
  },
};
