import { z } from 'zod';
import type { CmsClient } from './client.server';
import { dataOf, foundOf, outcomeOf } from './envelope.server';
import type { Meditation } from './meditation';
import { cmsMeditationSchema, toMeditation } from './meditation.server';

const subCategorySchema = z.object({ _id: z.string(), name: z.string(), description: z.string().nullable(), categoryId: z.string().nullable() });

export type VideoDetail = {
  categoryId: string;
  /** The category's sub-categories (their titles link to each one's video page). */
  subCategories: { id: string; name: string }[];
  subCategory: { id: string; name: string; description: string };
  /** The sub-category's first video, null when it holds none. */
  video: Meditation | null;
};

/**
 * The video page of a sub-category (POST getsubcatdetail, with the parent's token for signed paid files) and the
 * titles of its category's sub-categories (POST getallsubcategoriesbycatid); null when the pair does not exist.
 */
export async function fetchVideoDetail(cms: CmsClient, token: string, categoryId: string, subCategoryId: string): Promise<VideoDetail | null> {
  const [detail, siblings] = await Promise.all([
    cms.postEnvelope('getsubcatdetail', { subcatId: subCategoryId }, { token }),
    cms.postEnvelope('getallsubcategoriesbycatid', { category_id: categoryId }, { token }),
  ]);
  const current = foundOf('getsubcatdetail', detail, subCategorySchema.extend({ media: z.array(cmsMeditationSchema) }));
  if (!current || current.categoryId !== categoryId) return null;
  const subCategories = dataOf('getallsubcategoriesbycatid', siblings, z.array(subCategorySchema));
  const video = current.media.find((media) => media.kind === 'video');
  return {
    categoryId,
    subCategories: subCategories.map((item) => ({ id: item._id, name: item.name })),
    subCategory: { id: current._id, name: current.name, description: current.description ?? '' },
    video: video ? toMeditation(cms, video) : null,
  };
}

export type VideoPositionKey = { childId: string; subCategoryId: string };

/** A child's saved position (seconds) in a sub-category's video (POST fetch-video-duration), 0 when none. */
export async function loadVideoDuration(cms: CmsClient, token: string, key: VideoPositionKey): Promise<number> {
  const envelope = await cms.postEnvelope('fetch-video-duration', { child_id: key.childId, sub_cat_id: key.subCategoryId }, { token });
  return foundOf('fetch-video-duration', envelope, z.array(z.object({ duration: z.number() })))?.[0]?.duration ?? 0;
}

/** Saves a child's position in a sub-category's video (POST user-video-status); answers the CMS's code and message. */
export async function saveVideoStatus(
  cms: CmsClient,
  token: string,
  status: VideoPositionKey & { categoryId: string; duration: number; clientSavedAt: number },
) {
  const envelope = await cms.postEnvelope(
    'user-video-status',
    {
      child_id: status.childId,
      sub_cat_id: status.subCategoryId,
      category_id: status.categoryId,
      duration: Math.round(status.duration),
      clientSavedAt: Math.min(status.clientSavedAt, Date.now()),
    },
    { token },
  );
  return outcomeOf(envelope);
}
