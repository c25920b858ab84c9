import { factories } from '@strapi/strapi';
import type { RemovedChildData } from '@tate/contracts';
import { CHILD, childrenOf, deleteChildDocuments, type Child } from '../../../family/data/child';
import type { ChildCreateInput, ChildUpdateInput } from '../lib/child-input';
import { checkPhoto, type UploadedFile } from '../../../family/photo';
import { findOwnedChild } from '../../../family/ownership';
import { removeChildPhoto, storeChildPhoto } from '../../../family/photo-store';
import { FAVOURITE } from '../../../family/data/favourite';
import { CHILD_HISTORY } from '../../../family/data/child-history';
import { VIDEO_POSITION } from '../../../family/data/video-position';
import { LISTENING_DAY } from '../../../family/data/listening-day';
import { setFamilyTimeZone } from '../../../family/time-zone';
import { service } from '../../../utils/services';

/** Everything stored per child, deleted with the child (document ids in a childId column), and how it is counted. */
const CHILD_DEPENDENTS: ReadonlyArray<{ uid: string; counted: keyof RemovedChildData }> = [
  { uid: CHILD_HISTORY, counted: 'listeningHistory' },
  { uid: LISTENING_DAY, counted: 'listeningDays' },
  { uid: FAVOURITE, counted: 'favourites' },
  { uid: VIDEO_POSITION, counted: 'videoPositions' },
];

/** A checked photo, stored privately (its address in answers is a short-lived signed URL); its name. */
async function storePhoto(file: UploadedFile): Promise<string> {
  return storeChildPhoto(file.filepath, await checkPhoto(file));
}

/** Runs a write that refers to a just-stored photo; the photo is removed when the write fails. */
async function withPhoto<T>(photo: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeChildPhoto(photo);
    throw error;
  }
}

const childService = {
  listForParent(parentId: number): Promise<Child[]> {
    return childrenOf(parentId);
  },

  async getForParent(parentId: number, documentId: string): Promise<Child> {
    return findOwnedChild(parentId, documentId);
  },

  /** Makes a child, with its bedtime settings when sent: a refused routine makes nothing (checked before the write). */
  async createForParent(parentId: number, input: ChildCreateInput, photo?: UploadedFile): Promise<Child> {
    const { bedtime } = input;
    if (bedtime) await service('api::bedtime.bedtime').checkRoutine(bedtime.routine);
    const stored = photo ? await storePhoto(photo) : null;
    // A new child's blank setting is left unset (Strapi's create takes no null).
    const settings = bedtime
      ? {
          bedtime: bedtime.bedtime ?? undefined,
          wakeTime: bedtime.wakeTime ?? undefined,
          routine: bedtime.routine,
          dailyLimitMinutes: bedtime.dailyLimitMinutes ?? undefined,
        }
      : {};
    const created = await withPhoto(stored, () =>
      strapi.documents(CHILD).create({
        data: { name: input.name, dateOfBirth: input.dateOfBirth, theme: input.theme, photoFile: stored ?? undefined, parent: parentId, ...settings },
      }),
    );
    if (bedtime) await setFamilyTimeZone(parentId, bedtime.timeZone);
    return findOwnedChild(parentId, created.documentId);
  },

  async updateForParent(
    parentId: number,
    documentId: string,
    input: ChildUpdateInput,
    photo?: UploadedFile,
  ): Promise<Child> {
    const existing = await findOwnedChild(parentId, documentId);
    const stored = photo ? await storePhoto(photo) : null;
    const data: Record<string, unknown> = {};
    if (input.name !== undefined) data.name = input.name;
    if (input.dateOfBirth !== undefined) data.dateOfBirth = input.dateOfBirth;
    if (input.theme !== undefined) data.theme = input.theme;
    if (stored) data.photoFile = stored;
    await withPhoto(stored, () => strapi.documents(CHILD).update({ documentId, data }));
    if (stored) await removeChildPhoto(existing.photoFile);
    return findOwnedChild(parentId, documentId);
  },

  /** Deletes one child's data (profile, photo, history, favourites, positions), audited; what was removed, as counts. */
  async deleteForParent(parent: { id: number; documentId: string }, documentId: string): Promise<RemovedChildData> {
    const existing = await findOwnedChild(parent.id, documentId);
    const removed = await deleteChildren([existing]);
    await service('api::privacy.audit').record({ action: 'child-data-deleted', parentId: parent.documentId, childId: documentId, removed });
    return removed;
  },

  /** Deletes every child of a parent and all that hangs off them (used by account deletion). */
  async deleteAllForParent(parentId: number): Promise<number> {
    const children = await childrenOf(parentId);
    await deleteChildren(children);
    return children.length;
  },
};

declare module '../../../utils/services' {
  interface Services {
    [CHILD]: typeof childService;
  }
}

export default factories.createCoreService(CHILD, () => childService);

async function deleteChildren(children: Child[]): Promise<RemovedChildData> {
  const removed: RemovedChildData = { profile: 0, photo: 0, listeningHistory: 0, listeningDays: 0, favourites: 0, videoPositions: 0 };
  if (children.length === 0) return removed;
  const documentIds = children.map((child) => child.documentId);
  await strapi.db.transaction(async () => {
    for (const { uid, counted } of CHILD_DEPENDENTS) {
      removed[counted] = (await strapi.db.query(uid).deleteMany({ where: { childId: { $in: documentIds } } })).count;
    }
    removed.profile = await deleteChildDocuments(documentIds);
  });
  for (const child of children) {
    if (!child.photoFile) continue;
    await removeChildPhoto(child.photoFile);
    removed.photo += 1;
  }
  return removed;
}
