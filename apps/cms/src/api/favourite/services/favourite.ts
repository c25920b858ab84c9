import { factories } from '@strapi/strapi';
import type { z } from 'zod';
import type { Parent } from '../../../utils/auth';
import { findOwnedChild } from '../../../family/ownership';
import { notFound } from '../../../http/errors';
import type { MediaView } from '../../../library/views';
import { service } from '../../../utils/services';
import { storedRows } from '../../../utils/stored-rows';
import type { favouritePairInput } from '../lib/favourite-input';
import { createFavourite, deleteFavourite, FAVOURITE, favouriteMediaIds, findFavourite } from '../../../family/data/favourite';
import { MEDITATION } from '../../../media/data/meditation';

/** A child and a media, named by its id or (the video screen) by its sub-category. */
export type NamedPair = z.infer<typeof favouritePairInput>;

const library = () => service('api::library.library');

/** The video screen names a video by its sub-category: its first published media item. */
async function mediaOfSubCategory(subCategoryId: string): Promise<string> {
  const media = await storedRows(MEDITATION).findOne({ publishedAt: { $notNull: true }, subCategory: { documentId: subCategoryId } }, [{ id: 'asc' }]);
  if (!media) throw notFound('Media');
  return media.documentId;
}

/** The media a pair names: its mediaId, else its sub-category's first published media. */
async function mediaNamedBy({ mediaId, subCategoryId }: NamedPair): Promise<string> {
  return mediaId ?? mediaOfSubCategory(subCategoryId ?? '');
}

const favouriteService = {
  /** Adds the media to the child's favourites, or removes it when already there. True when now a favourite. */
  async toggle(parentId: number, childId: string, mediaId: string): Promise<boolean> {
    const child = await findOwnedChild(parentId, childId);
    const existing = await findFavourite(child.documentId, mediaId);
    if (existing) {
      await deleteFavourite(existing);
      return false;
    }
    const media = await strapi.db.query(MEDITATION).findOne({
      where: { documentId: mediaId, publishedAt: { $notNull: true } },
      select: ['id'],
    });
    if (!media) throw notFound('Media');
    try {
      await createFavourite(child.documentId, mediaId);
    } catch (error) {
      if (!(await findFavourite(child.documentId, mediaId))) throw error;
    }
    return true;
  },

  /** toggle for the media the pair names (the apps' add-to-favouritelist). True when now a favourite. */
  async toggleNamed(parentId: number, pair: NamedPair): Promise<boolean> {
    return favouriteService.toggle(parentId, pair.childId, await mediaNamedBy(pair));
  },

  /** True when the media the pair names is one of the child's favourites. */
  async isFavourite(parentId: number, pair: NamedPair): Promise<boolean> {
    const mediaId = await mediaNamedBy(pair);
    const child = await findOwnedChild(parentId, pair.childId);
    return (await findFavourite(child.documentId, mediaId)) !== null;
  },

  /** The child's favourite media, newest first, as library items (unpublished media are left out). */
  async listMedia(parent: Parent, childId: string): Promise<MediaView[]> {
    const child = await findOwnedChild(parent.id, childId);
    return library().mediaByDocumentIds(await favouriteMediaIds(child.documentId), parent);
  },
};

declare module '../../../utils/services' {
  interface Services {
    [FAVOURITE]: typeof favouriteService;
  }
}

export default factories.createCoreService(FAVOURITE, () => favouriteService);
