import { notFound } from '../http/errors';
import { findChildOf, type Child } from './data/child';

/**
 * The child with this document id when it belongs to the parent. A foreign child and a missing
 * child give the same 404, so parents cannot probe each other's ids.
 */
export async function findOwnedChild(parentId: number, childId: string): Promise<Child> {
  const child = await findChildOf(parentId, childId);
  if (!child) throw notFound('Child');
  return child;
}
