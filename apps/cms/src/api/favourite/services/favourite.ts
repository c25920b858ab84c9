import { factories } from '@strapi/strapi';
import type { z } from 'zod';
import type { Parent } from '../../../utils/auth';
import { findOwnedChild } from '../../../family/ownership';
import { notFound } from '../../../http/errors';
import type { MediaView } from '../../../library/views';
import { service } from '../../../utils/services';
import type { favouritePairInput } from '../lib/favourite-input';

const FAVOURITE = 'api::favourite.favourite';
const MEDITATION = 'api::meditation.meditation';

type FavouriteRow = { id: number; childId: string; mediaId: string };

/** A child and a media, named by its id or (the video screen) by its sub-category. */
export type NamedPair = z.infer<typeof favouritePairInput>;

const library = () => service('api::library.library');

function findPair(childId: string, mediaId: string): Promise<FavouriteRow | null> {
  return strapi.db.query(FAVOURITE).findOne({ where: { childId, mediaId } }) as Promise<FavouriteRow | null>;
}

/** The video screen names a video by its sub-category: its first published media item. */
async function mediaOfSubCategory(subCategoryId: string): Promise<string> {
  const media = (await strapi.db.query(MEDITATION).findOne({
    where: { publishedAt: { $notNull: true }, subCategory: { documentId: subCategoryId } },
    orderBy: [{ id: 'asc' }],
    select: ['documentId'],
  })) as { documentId: string } | null;
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
    const existing = await findPair(child.documentId, mediaId);
    if (existing) {
      await strapi.db.query(FAVOURITE).delete({ where: { id: existing.id } });
      return false;
    }
    const media = await strapi.db.query(MEDITATION).findOne({
      where: { documentId: mediaId, publishedAt: { $notNull: true } },
      select: ['id'],
    });
    if (!media) throw notFound('Media');
    try {
      await strapi.documents(FAVOURITE).create({ data: { childId: child.documentId, mediaId } });
    } catch (error) {
      if (!(await findPair(child.documentId, mediaId))) throw error;
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
    return (await findPair(child.documentId, mediaId)) !== null;
  },

  /** The child's favourite media, newest first, as library items (unpublished media are left out). */
  async listMedia(parent: Parent, childId: string): Promise<MediaView[]> {
    const child = await findOwnedChild(parent.id, childId);
    const rows = (await strapi.db.query(FAVOURITE).findMany({
      where: { childId: child.documentId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: ['mediaId'],
    })) as { mediaId: string }[];
    return library().mediaByDocumentIds(
      rows.map((row) => row.mediaId),
      parent,
    );
  },
};

export type FavouriteService = typeof favouriteService;

declare module '../../../utils/services' {
  interface Services {
    'api::favourite.favourite': FavouriteService;
  }
}

export default factories.createCoreService(FAVOURITE, () => favouriteService);
