import type { RemovedChildData } from '@tate/contracts';

/** The spec shows the plan name plus 'ly': month -> Monthly, year -> Yearly; the coupon plan reads Unlimited. */
export function planLabel(plan: string | null): string {
  if (!plan) return 'No plan';
  if (plan === 'unlimited') return 'Unlimited';
  return `${plan.charAt(0).toUpperCase()}${plan.slice(1)}ly`;
}

/** Whether the plan can be cancelled: a paid plan still renewing; the coupon's unlimited plan has nothing to cancel. */
export function offersCancel(status: string | null, plan: string | null): boolean {
  return status !== 'cancel' && plan !== 'unlimited';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days of the free trial left (Stripe's 'trialing' state runs until expiryDate); null when not trialing. */
export function trialDaysLeft(status: string | null, expiryDate: string | null, now: number = Date.now()): number | null {
  if (status !== 'trialing' || !expiryDate) return null;
  const end = new Date(expiryDate).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

export type Confirmation = 'cancel' | 'delete';

/** Which confirmation the page shows inline: the no-JavaScript path of the two dialogs (`?confirm=`). */
export function confirmationOf(url: URL): Confirmation | null {
  const value = url.searchParams.get('confirm');
  return value === 'cancel' || value === 'delete' ? value : null;
}

/** The child whose deletion the page confirms inline (`?deleteChild=`, the no-JavaScript path), if it is theirs. */
export function childToDeleteOf<Child extends { id: string }>(url: URL, children: Child[]): Child | null {
  const id = url.searchParams.get('deleteChild');
  return children.find((child) => child.id === id) ?? null;
}

/** What the parent reads before a child's data is deleted: the child by name and everything that goes. */
export function deleteChildWarning(name: string): string {
  return `${name}'s profile, photo, listening history, favourites and saved video positions will be deleted. This cannot be undone.`;
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the parent is told once a child's data is deleted: each kind of data that was removed, and how much. */
export function childDataDeletedToast(name: string, removed: RemovedChildData): { title: string; description: string } {
  const parts = [
    'profile',
    removed.photo > 0 ? 'photo' : null,
    removed.listeningHistory > 0 ? counted(removed.listeningHistory, 'meditation in the listening history', 'meditations in the listening history') : null,
    removed.listeningDays > 0 ? counted(removed.listeningDays, 'day of listening totals', 'days of listening totals') : null,
    removed.favourites > 0 ? counted(removed.favourites, 'favourite', 'favourites') : null,
    removed.videoPositions > 0 ? counted(removed.videoPositions, 'saved video position', 'saved video positions') : null,
  ].filter((part): part is string => part !== null);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return { title: `${name}'s data is deleted`, description: `Removed: ${name}'s ${list}.` };
}
