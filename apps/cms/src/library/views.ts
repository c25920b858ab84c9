import type { Transcript, TranscriptCue } from '@tate/contracts';
import { uploadFileName } from '../media/signed-url';
import { storage } from '../storage/storage';
import type { AgeRange } from './data/age-range';
import type { Category } from './data/category';
import type { ListedMedia } from '../media/data/meditation';
import type { SubCategory } from './data/sub-category';

export type StoredFile = {
  /** The file's id in the media library (a media job's `sourceFileId`). */
  id?: number;
  url: string;
  mime?: string | null;
  width?: number | null;
  height?: number | null;
  /** The sizes Strapi's upload plugin made of an image (`small`, `small_webp`, ...), as stored. */
  formats?: unknown;
} | null | undefined;

/** One size of an image: what a `srcset` candidate needs. */
export type ImageSizeView = { url: string; width: number; height: number; mime: string };

/**
 * An image with its size and every size the CMS made of it, so a page can offer the one that fits
 * (`backGrdImg` and `imagePath` stay the original's path for the mobile apps).
 */
export type ImageView = {
  url: string;
  width: number | null;
  height: number | null;
  mime: string | null;
  formats: Record<string, ImageSizeView>;
};

/** What the player is served instead of an uploaded file once the media pipeline's job for it is ready (src/media-pipeline/renditions/ready-renditions.ts). */
export type ReadyRendition = {
  url: string;
  mime: string;
  /** The waveform (a few hundred values, 0..1), or null when the job stored none. */
  peaks: number[] | null;
  durationSeconds: number | null;
};

export type CategoryView = {
  _id: string;
  name: string;
  /** The anchor the site uses for the category (`/library#{slug}`). */
  slug: string | null;
  description: string | null;
  imagePath: string | null;
  image: ImageView | null;
  isTeen: boolean;
  sortOrder: number;
};

export type SubCategoryView = {
  _id: string;
  name: string;
  description: string | null;
  imagePath: string | null;
  image: ImageView | null;
  categoryId: string | null;
};

export type MediaView = {
  _id: string;
  title: string;
  description: string | null;
  kind: 'audio' | 'video';
  type: string | null;
  /**
   * Free: the public file path. Paid: a short-lived signed URL for entitled parents, otherwise null. Once the media
   * pipeline's job for the file is ready, the rendition's (AAC or H.264 MP4), signed the same way.
   */
  filename: string | null;
  backGrdImg: string | null;
  cover: ImageView | null;
  accessLevel: 'free' | 'paid';
  duration: number;
  /** Breath timings (seconds) editors set for a breathing meditation, or null. */
  breathPattern: unknown;
  libraryId: CategoryView | null;
  subCategoryId: string | null;
  /** The ready rendition's measured duration in seconds, or null. */
  durationSeconds: number | null;
};

/**
 * One meditation as its player and page read it: the list's view, the waveform, its age ranges and, under the file's
 * access rule, its transcript. Lists leave the waveform out: a few hundred numbers a meditation no list shows.
 */
export type MediaDetailView = MediaView & {
  /** The waveform of the ready rendition (a few hundred values, 0..1), or null. */
  peaks: number[] | null;
  /** The cues the CMS derived from the captions file or pasted text (src/transcripts), or null: none, or not for this viewer. */
  transcript: Transcript | null;
  /** The age ranges it is for, by label ("5-7"), in the library's order (its transcript page names them). */
  ageRanges: string[];
};

function isImageSize(value: unknown): value is ImageSizeView {
  if (typeof value !== 'object' || value === null) return false;
  const size: Partial<Record<keyof ImageSizeView, unknown>> = value;
  return (
    typeof size.url === 'string' &&
    typeof size.width === 'number' &&
    typeof size.height === 'number' &&
    typeof size.mime === 'string'
  );
}

export function toImageView(file: StoredFile): ImageView | null {
  if (!file?.url) return null;
  const stored = typeof file.formats === 'object' && file.formats !== null ? Object.entries(file.formats) : [];
  const formats: Record<string, ImageSizeView> = {};
  for (const [name, size] of stored) {
    if (isImageSize(size)) formats[name] = { url: size.url, width: size.width, height: size.height, mime: size.mime };
  }
  return { url: file.url, width: file.width ?? null, height: file.height ?? null, mime: file.mime ?? null, formats };
}

export function toCategoryView(row: Category): CategoryView {
  return {
    _id: row.documentId,
    name: row.name,
    slug: row.slug,
    description: row.description ?? null,
    imagePath: row.image?.url ?? null,
    image: toImageView(row.image),
    isTeen: row.isTeen === true,
    sortOrder: row.sortOrder ?? 0,
  };
}

export function toSubCategoryView(row: SubCategory): SubCategoryView {
  return {
    _id: row.documentId,
    name: row.name,
    description: row.description ?? null,
    imagePath: row.image?.url ?? null,
    image: toImageView(row.image),
    categoryId: row.category?.documentId ?? null,
  };
}

async function fileUrl(row: ListedMedia, entitled: boolean, rendition: ReadyRendition | null): Promise<string | null> {
  const url = rendition?.url ?? row.file?.url;
  if (!url) return null;
  if (row.accessLevel === 'free') return url;
  if (!entitled) return null;
  const name = uploadFileName(url);
  return name ? storage(strapi).private.signedUrl(name, null) : null;
}

/** The file id a media job would name for this row's upload, or null. */
export function sourceFileId(row: ListedMedia): number | null {
  return typeof row.file?.id === 'number' ? row.file.id : null;
}

/** A meditation as the apps and the web read it; with a ready `rendition`, that is what plays. */
export async function toMediaView(row: ListedMedia, entitled: boolean, rendition: ReadyRendition | null = null): Promise<MediaView> {
  return {
    _id: row.documentId,
    title: row.title,
    description: row.description ?? null,
    kind: row.kind,
    type: rendition?.mime ?? row.file?.mime ?? null,
    filename: await fileUrl(row, entitled, rendition),
    backGrdImg: row.cover?.url ?? null,
    cover: toImageView(row.cover),
    accessLevel: row.accessLevel,
    duration: Number(row.durationMinutes ?? 0),
    breathPattern: row.breathPattern ?? null,
    libraryId: row.category ? toCategoryView(row.category) : null,
    subCategoryId: row.subCategory?.documentId ?? null,
    durationSeconds: rendition?.durationSeconds ?? null,
  };
}

function isTranscriptCue(value: unknown): value is TranscriptCue {
  if (typeof value !== 'object' || value === null) return false;
  const cue: Partial<Record<keyof TranscriptCue, unknown>> = value;
  return typeof cue.start === 'number' && typeof cue.end === 'number' && typeof cue.text === 'string';
}

/**
 * A meditation's stored `transcriptCues` as its transcript, under the same rule as its file: a paid meditation's only
 * for an entitled viewer (`entitled`: an entitled parent, or a partner licensed to play it). Null without cues.
 */
export function toTranscriptView(accessLevel: ListedMedia['accessLevel'], entitled: boolean, storedCues: unknown): Transcript | null {
  if (accessLevel === 'paid' && !entitled) return null;
  if (!Array.isArray(storedCues) || storedCues.length === 0 || !storedCues.every(isTranscriptCue)) return null;
  return { language: 'en', cues: storedCues.map((cue) => ({ start: cue.start, end: cue.end, text: cue.text })) };
}

/** The labels of a meditation's age ranges, youngest first (the library's order). */
export function ageRangeLabels(rows: Pick<AgeRange, 'label' | 'sortOrder'>[]): string[] {
  return [...rows].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.label.localeCompare(b.label)).map((row) => row.label);
}
