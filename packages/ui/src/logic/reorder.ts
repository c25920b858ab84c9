/** Ordered lists the kit lets people rearrange: pure moves, one item at a time. */

/** The list with the item at `from` moved to `to` (both clamped into the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(to, 0), items.length - 1);
  if (from < 0 || from >= items.length || from === target) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

/**
 * The list once the items whose ids are `ids` were dropped before or after the item `targetId` (a drag and drop's
 * reorder): the dragged keep their own order; a target among the dragged, or unknown, changes nothing.
 */
export function dropItems<T extends { id: string }>(items: readonly T[], ids: ReadonlySet<string>, targetId: string, position: 'before' | 'after'): T[] {
  if (ids.has(targetId) || !items.some((item) => item.id === targetId)) return [...items];
  const dragged = items.filter((item) => ids.has(item.id));
  const rest = items.filter((item) => !ids.has(item.id));
  const at = rest.findIndex((item) => item.id === targetId) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...dragged, ...rest.slice(at)];
}
