import { storedRows, type StoredRow } from '../stored-rows';

/** The device session content type's UID: named here only (docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const DEVICE_SESSION = 'api::device.device-session';

/** One sign-in of a parent on one browser or app (docs/decisions/2026-11-28-device-sessions.md). */
export type DeviceSession = StoredRow<typeof DEVICE_SESSION>;

/** Last seen is written at most this often per session: a request within it after the last write writes nothing. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

const sessions = () => storedRows(DEVICE_SESSION);
const active = { signedOutAt: { $null: true } };

/** A new session of the parent on the named device, first and last seen now; its document id goes in the token. */
export async function createDeviceSession(parentId: number, name: string, now = new Date()): Promise<string> {
  const created = await strapi.documents(DEVICE_SESSION).create({
    data: { parent: parentId, name, firstSeenAt: now.toISOString(), lastSeenAt: now.toISOString() },
  });
  return created.documentId;
}

/** The parent's session with this document id while it is signed in; null for another parent's, a signed-out or a deleted one. */
export function findActiveSession(parentId: number, documentId: string): Promise<DeviceSession | null> {
  return sessions().findOne({ documentId, parent: { id: parentId }, ...active });
}

/** The parent's signed-in sessions, the most recently seen first. */
export function activeSessionsOf(parentId: number): Promise<DeviceSession[]> {
  return sessions().findMany({ parent: { id: parentId }, ...active }, [{ lastSeenAt: 'desc' }, { id: 'desc' }]);
}

/**
 * Notes that the session was seen now, unless that was written less than LAST_SEEN_EVERY_MS ago. A write of the one
 * row, so that what is kept of this session alone is dropped (src/database/kept-rows.ts), not every session's.
 */
export async function touchSession(session: DeviceSession, now = new Date()): Promise<void> {
  const stale = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
  if (new Date(session.lastSeenAt).getTime() > stale.getTime()) return;
  await strapi.db.query(DEVICE_SESSION).update({
    where: { id: session.id, lastSeenAt: { $lte: stale.toISOString() } },
    data: { lastSeenAt: now.toISOString() },
  });
}

/**
 * Signs out the parent's signed-in sessions, all of them or the one named (`only`), keeping the one named by `except`;
 * answers how many were signed out.
 */
export async function signOutSessions(parentId: number, which: { only?: string; except?: string } = {}, now = new Date()): Promise<number> {
  const named = which.only !== undefined ? { documentId: which.only } : which.except !== undefined ? { documentId: { $ne: which.except } } : {};
  const ids = (await sessions().findMany({ parent: { id: parentId }, ...active, ...named }, [{ id: 'asc' }])).map((session) => session.id);
  if (ids.length === 0) return 0;
  const { count } = await strapi.db.query(DEVICE_SESSION).updateMany({
    where: { id: { $in: ids }, ...active },
    data: { signedOutAt: now.toISOString() },
  });
  return count;
}

/**
 * Child mode: gives the parent's signed-in session to one of the parent's children (its document id), or takes it
 * back (null). Answers whether the session was found.
 */
export async function setSessionChild(parentId: number, documentId: string, childId: string | null): Promise<boolean> {
  const session = await findActiveSession(parentId, documentId);
  if (!session) return false;
  await strapi.db.query(DEVICE_SESSION).update({ where: { id: session.id }, data: { childId } });
  return true;
}
