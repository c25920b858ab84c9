import { z } from 'zod';

type RelationAttribute = { type: 'relation'; relation: string; target?: string; inversedBy?: string; mappedBy?: string };

const MAX_DEPTH = 5;

/** The ids an owner's read selects: any content type's, so checked here rather than typed by its UID. */
const idRows = z.array(z.object({ id: z.number() }));

/** Content types with an owning to-one relation (manyToOne / oneToOne) pointing at `targetUid`. */
function ownersOf(targetUid: string): Array<{ uid: string; attribute: string }> {
  const owners: Array<{ uid: string; attribute: string }> = [];
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    for (const [attribute, definition] of Object.entries(contentType.attributes)) {
      const relation = definition as RelationAttribute;
      if (relation.type !== 'relation' || relation.target !== targetUid || relation.mappedBy) continue;
      if (relation.relation === 'manyToOne' || relation.relation === 'oneToOne') owners.push({ uid, attribute });
    }
  }
  return owners;
}

/**
 * Deletes every entry that belongs to the given entries of `uid`, found generically by relation: a parent's
 * children, then what belongs to those children (history, favourites, positions), whatever types exist.
 */
export async function deleteOwnedEntries(uid: string, ids: number[], depth = 0): Promise<number> {
  if (ids.length === 0 || depth >= MAX_DEPTH) return 0;
  let deleted = 0;
  for (const owner of ownersOf(uid)) {
    const rows = idRows.parse(
      await strapi.db.query(owner.uid).findMany({
        where: { [owner.attribute]: { id: { $in: ids } } },
        select: ['id'],
      }),
    );
    const ownedIds = rows.map((row) => row.id);
    if (ownedIds.length === 0) continue;
    deleted += await deleteOwnedEntries(owner.uid, ownedIds, depth + 1);
    const { count } = await strapi.db.query(owner.uid).deleteMany({ where: { id: { $in: ownedIds } } });
    deleted += count;
  }
  return deleted;
}

type ParentDataService = { deleteAllForParent(parentId: number): Promise<number> };

function hasDeleteAllForParent(service: unknown): service is ParentDataService {
  return typeof (service as Partial<ParentDataService> | undefined)?.deleteAllForParent === 'function';
}

/**
 * Everything a parent owns: first each API service that offers deleteAllForParent (the family types keep
 * child ids as strings, so their service knows what hangs off a child), then any remaining entry that
 * points at the parent through a relation.
 */
export async function deleteParentData(userId: number, userUid: string): Promise<void> {
  for (const name of Object.keys(strapi.apis)) {
    const service: unknown = strapi.service(`api::${name}.${name}` as Parameters<typeof strapi.service>[0]);
    if (hasDeleteAllForParent(service)) await service.deleteAllForParent(userId);
  }
  await deleteOwnedEntries(userUid, [userId]);
}
