import { isBreathPattern } from '@tate/player-sdk';
import { z } from 'zod';
import type { CmsClient } from './client.server';
import type { Meditation } from './meditation';
import { responsiveImage } from './responsive-image.server';
import { mediaUrl } from './media-url.server';
import { mediaSchema } from './schemas.server';

/** An image of the CMS's library views with every size the CMS made of it. */
export const cmsImageSchema = mediaSchema
  .pick({ url: true, width: true, height: true, formats: true })
  .extend({ mime: z.string().nullable() });

/** The CMS's media view (library, favourites, profile and player calls all answer with it). */
export const cmsMeditationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['audio', 'video']).default('audio'),
  type: z.string().nullable().default(null),
  filename: z.string().nullable().default(null),
  backGrdImg: z.string().nullable(),
  cover: cmsImageSchema.nullable().default(null),
  accessLevel: z.enum(['free', 'paid']),
  duration: z.number(),
  libraryId: z.object({ _id: z.string() }).nullable().default(null),
  subCategoryId: z.string().nullable().default(null),
  breathPattern: z.unknown().optional(),
  percentCompleted: z.number().optional(),
});

export type CmsMeditation = z.infer<typeof cmsMeditationSchema>;

export function toMeditation(cms: CmsClient, media: CmsMeditation): Meditation {
  const publicUrl = cms.config.publicUrl;
  return {
    id: media._id,
    title: media.title,
    description: media.description ?? '',
    kind: media.kind,
    type: media.type,
    src: media.filename ? mediaUrl(publicUrl, media.filename) : null,
    imageUrl: media.backGrdImg ? mediaUrl(publicUrl, media.backGrdImg) : null,
    image: media.cover ? responsiveImage(publicUrl, media.cover) : null,
    isPaid: media.accessLevel === 'paid',
    durationMinutes: Math.round(media.duration),
    categoryId: media.libraryId?._id ?? null,
    subCategoryId: media.subCategoryId,
    breathPattern: isBreathPattern(media.breathPattern) ? media.breathPattern : null,
    percentCompleted: media.percentCompleted === undefined ? null : Math.round(media.percentCompleted),
  };
}
