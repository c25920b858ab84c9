import { z } from 'zod';
import { FEELINGS } from '@tate/contracts';
import { SCENE_NAMES } from './artwork/scenes';
import { ageRanges, type AgeRangeLabel } from './taxonomy';
import library from './content/library.json';
import { slugify } from './slug';

const ageRangeLabel = z.custom<AgeRangeLabel>((value) => ageRanges.some((range) => range.label === value), 'an age range label');

const categorySchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  scene: z.enum(SCENE_NAMES),
  isTeen: z.boolean(),
});

const subCategorySchema = z.strictObject({ slug: z.string(), name: z.string(), description: z.string(), category: z.string() });

const meditationSchema = z.strictObject({
  title: z.string(),
  category: z.string(),
  subCategory: z.string().optional(),
  kind: z.enum(['audio', 'video']),
  accessLevel: z.enum(['free', 'paid']),
  /**
   * Its file in apps/cms/seed-assets (one of mediaFiles). The CMS reads the meditation's length from the file
   * when it is saved, as for an editor's upload, so every card shows the length of what plays.
   */
  file: z.string(),
  ageRanges: z.array(ageRangeLabel),
  feelings: z.array(z.enum(FEELINGS)),
  description: z.string(),
  /** Breath timings in seconds for the breathing buddy (breathing meditations only). */
  breathPattern: z.strictObject({ inhale: z.number(), hold: z.number(), exhale: z.number() }).optional(),
});

/**
 * The demo library (content/library.json). `mediaFiles` are a handful of generated audio files (seed-assets/generate.sh)
 * shared by the audio items, of lengths that give every duration filter meditations: 3, 4 and 16 minutes free, 6 and
 * 12 minutes paid; and one 60-second breathing video per video item (seed-assets/videos.mjs), with its poster beside
 * it (`video/<name>-poster.jpg`). Free and paid items never share a file: a paid item's file is only served through
 * signed URLs, which would lock the free ones too.
 */
const librarySchema = z.strictObject({
  categories: z.array(categorySchema),
  subCategories: z.array(subCategorySchema),
  mediaFiles: z.strictObject({ free: z.array(z.string()), paid: z.array(z.string()) }),
  meditations: z.array(meditationSchema),
});

const content = librarySchema.parse(library);

export const { categories, subCategories, meditations } = content;
export const SEED_MEDIA_FILES = content.mediaFiles;

/**
 * A meditation's cover file in seed-assets: a video's poster (a frame of it, seed-assets/videos.mjs), which the web
 * shows as the video's poster too; an audio meditation's drawing (seed-assets/covers, src/seed/artwork/covers.ts).
 */
export function coverFileOf(meditation: { title: string; kind: 'audio' | 'video'; file: string }): string {
  return meditation.kind === 'video' ? meditation.file.replace(/\.mp4$/, '-poster.jpg') : `covers/${slugify(meditation.title)}.jpg`;
}

/**
 * A meditation's captions in seed-assets: the script Tate says over its first minute, written for its title, as WebVTT
 * (`transcripts/<slug>.vtt`), uploaded as an editor's captions file (docs/decisions/2026-11-27-transcripts-in-the-cms.md).
 */
export function transcriptFileOf(meditation: { title: string }): string {
  return `transcripts/${slugify(meditation.title)}.vtt`;
}
