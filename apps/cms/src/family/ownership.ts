import { notFound } from '../http/errors';
import type { ChildRow } from './child-view';

/**
 * The child with this document id when it belongs to the parent. A foreign child and a missing
 * child give the same 404, so parents cannot probe each other's ids.
 */
export async function findOwnedChild(parentId: number, childId: string): Promise<ChildRow> {
  const child = (await strapi.db.query('api::child.child').findOne({
    where: { documentId: childId, parent: { id: parentId } },
  })) as ChildRow | null;
  if (!child) throw notFound('Child');
  return child;
}

/** Document ids of all children of a parent. */
export async function childIdsOf(parentId: number): Promise<string[]> {
  const rows = (await strapi.db.query('api::child.child').findMany({
    where: { parent: { id: parentId } },
    select: ['documentId'],
  })) as { documentId: string }[];
  return rows.map((row) => row.documentId);
}
