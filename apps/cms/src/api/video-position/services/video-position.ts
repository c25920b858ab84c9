import { factories } from '@strapi/strapi';
import { findOwnedChild } from '../../../family/ownership';
import { saveOrderTime } from '../../../family/client-context';
import {
  createVideoPosition,
  findVideoPosition,
  updateVideoPositionIfOlder,
  VIDEO_POSITION,
  videoPositionsOf,
  type VideoPosition,
} from '../../../family/data/video-position';

export type PositionView = {
  _id: string;
  child_id: string;
  sub_cat_id: string;
  category_id: string | null;
  duration: number;
};

const toView = (row: VideoPosition): PositionView => ({
  _id: row.documentId,
  child_id: row.childId,
  sub_cat_id: row.subCategoryId,
  category_id: row.categoryId ?? null,
  duration: Number(row.duration),
});

const videoPositionService = {
  /** One position per child and video sub-category (unique index; insert, else update if newer by client time). */
  async save(
    parentId: number,
    input: { child_id: string; sub_cat_id: string; category_id?: string; duration: number; clientSavedAt?: number },
  ) {
    const child = await findOwnedChild(parentId, input.child_id);
    const clientSavedAt = saveOrderTime(input.clientSavedAt);
    const data = { categoryId: input.category_id ?? null, duration: input.duration, clientSavedAt };
    const updateIfNewer = () => updateVideoPositionIfOlder(child.documentId, input.sub_cat_id, data);
    if (await findVideoPosition(child.documentId, input.sub_cat_id)) {
      await updateIfNewer();
    } else {
      try {
        await createVideoPosition(child.documentId, input.sub_cat_id, data);
      } catch (error) {
        if (!(await findVideoPosition(child.documentId, input.sub_cat_id))) throw error;
        await updateIfNewer();
      }
    }
    const row = await findVideoPosition(child.documentId, input.sub_cat_id);
    return row ? toView(row) : null;
  },

  /** The child's saved video positions, newest first (optionally of one sub-category). */
  async list(parentId: number, childId: string, subCategoryId?: string): Promise<PositionView[]> {
    const child = await findOwnedChild(parentId, childId);
    return (await videoPositionsOf(child.documentId, subCategoryId)).map(toView);
  },
};

declare module '../../../utils/services' {
  interface Services {
    [VIDEO_POSITION]: typeof videoPositionService;
  }
}

export default factories.createCoreService(VIDEO_POSITION, () => videoPositionService);
