import { factories } from '@strapi/strapi';
import { findOwnedChild, findOwnedChildRows } from '../../../family/ownership';
import { assertChildMayPlay } from '../../../family/bedtime';

const POSITION = 'api::video-position.video-position';
const MEDITATION = 'api::meditation.meditation';

type PositionRow = {
  id: number;
  documentId: string;
  childId: string;
  subCategoryId: string;
  categoryId: string | null;
  duration: number | string;
  updatedAt: string;
};

export type PositionView = {
  _id: string;
  child_id: string;
  sub_cat_id: string;
  category_id: string | null;
  duration: number;
};

const toView = (row: PositionRow): PositionView => ({
  _id: row.documentId,
  child_id: row.childId,
  sub_cat_id: row.subCategoryId,
  category_id: row.categoryId,
  duration: Number(row.duration),
});

/** True when one of these meditations is in the video sub-category (the video screen names a video by it). */
async function subCategoryHoldsAny(subCategoryId: string, mediaIds: string[]): Promise<boolean> {
  if (mediaIds.length === 0) return false;
  const count = await strapi.db.query(MEDITATION).count({
    where: { documentId: { $in: mediaIds }, publishedAt: { $notNull: true }, subCategory: { documentId: subCategoryId } },
  });
  return count > 0;
}

function findPair(childId: string, subCategoryId: string): Promise<PositionRow | null> {
  return strapi.db.query(POSITION).findOne({ where: { childId, subCategoryId } }) as Promise<PositionRow | null>;
}

const videoPositionService = {
  /** One position per child and video sub-category (unique index; insert, else update if newer by client time). */
  async save(
    parentId: number,
    input: { child_id: string; sub_cat_id: string; category_id?: string; duration: number; clientSavedAt?: number },
  ) {
    const child = await findOwnedChild(parentId, input.child_id);
    const clientSavedAt = input.clientSavedAt ?? Date.now();
    const data = { categoryId: input.category_id ?? null, duration: input.duration, clientSavedAt };
    const updateIfNewer = async () => {
      await strapi.db.query(POSITION).updateMany({
        where: { childId: child.documentId, subCategoryId: input.sub_cat_id, clientSavedAt: { $lt: clientSavedAt } },
        data,
      });
    };
    if (await findPair(child.documentId, input.sub_cat_id)) {
      await updateIfNewer();
    } else {
      try {
        await strapi.documents(POSITION).create({
          data: { childId: child.documentId, subCategoryId: input.sub_cat_id, ...data, categoryId: data.categoryId ?? undefined },
        });
      } catch (error) {
        if (!(await findPair(child.documentId, input.sub_cat_id))) throw error;
        await updateIfNewer();
      }
    }
    const row = await findPair(child.documentId, input.sub_cat_id);
    return row ? toView(row) : null;
  },

  /** The child's saved video positions, newest first (optionally of one sub-category). */
  async list(parentId: number, childId: string, subCategoryId?: string): Promise<PositionView[]> {
    const rows = await findOwnedChildRows<PositionRow>(POSITION, parentId, childId, subCategoryId ? { subCategoryId } : {});
    return rows.map(toView);
  },

  /**
   * list for the video screen (fetch-video-duration): with a sub-category, the resume position of a play about to
   * start, refused in the child's quiet hours (but for its routine's videos) and once its daily limit is reached.
   */
  async resume(parentId: number, childId: string, subCategoryId?: string): Promise<PositionView[]> {
    if (subCategoryId) await assertChildMayPlay(parentId, childId, (routine) => subCategoryHoldsAny(subCategoryId, routine));
    return videoPositionService.list(parentId, childId, subCategoryId);
  },
};

export type VideoPositionService = typeof videoPositionService;

declare module '../../../utils/services' {
  interface Services {
    'api::video-position.video-position': VideoPositionService;
  }
}

export default factories.createCoreService(POSITION, () => videoPositionService);
