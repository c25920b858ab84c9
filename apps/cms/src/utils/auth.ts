import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { Context, Request } from 'koa';
import { keptRows } from '../database/kept-rows';
import { DEVICE_SESSION, findActiveSession, touchSession, type DeviceSession } from './data/device-session';
import { findUserById, USER, type User } from './data/user';

/**
 * What a token carries: the parent, the parent's tokenVersion when it was issued, and its device session's document id
 * (docs/decisions/2026-11-28-device-sessions.md). Tokens issued before device sessions have no `session`.
 */
export type AuthTokenPayload = { id: number; tokenVersion: number; session?: string };

/**
 * A signed-in parent: the account's columns the features read (lastActiveAt: when the parent last signed in or used the
 * apps, to the day, src/accounts/activity.ts), and the device's child mode.
 */
export type Parent = Pick<
  User,
  'id' | 'documentId' | 'email' | 'name' | 'is_subscribe' | 'subscriptionPlan' | 'expiryDate' | 'tokenVersion' | 'blocked' | 'lastActiveAt' | 'timeZone'
> & {
  /**
   * Child mode: the document id of the child the asking device was given to (its device session's childId), whose
   * rules then hold for every play and list on that device; null on a parent's own device.
   */
  childMode?: string | null;
};

/** The token arrives in the `authtoken` header (mobile apps) or as `Authorization: Bearer`. */
export function readAuthToken(request: Pick<Request, 'get'>): string | null {
  const header = request.get('authtoken');
  if (header) return header.trim();
  const authorization = request.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1] ?? null;
}

/** A token for the parent's device session (src/utils/data/device-session.ts). */
export function issueAuthToken(user: { id: number; tokenVersion?: number | null }, session: string): string {
  const payload: AuthTokenPayload = { id: user.id, tokenVersion: user.tokenVersion ?? 0, session };
  return strapi.plugin('users-permissions').service('jwt').issue(payload) as string;
}

/** The users-permissions secret the parents' tokens are signed with, as a key made once (it is read at boot). */
let tokenKey: { secret: string; key: KeyObject } | null = null;

function parentTokenKey(): KeyObject {
  const secret: unknown = strapi.config.get('plugin::users-permissions.jwtSecret');
  if (typeof secret !== 'string' || secret === '') throw new Error('users-permissions has no jwtSecret');
  if (tokenKey?.secret !== secret) tokenKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  return tokenKey.key;
}

/**
 * The token's payload when its signature (HS256, as the users-permissions plugin issues it) and expiry hold and its
 * fields have their types; else null. Checked here with `jose` and a key made once, rather than by the plugin's
 * `verify`, whose jsonwebtoken turns the secret into a key on every call, failing first to read it as a public key: a
 * twentieth of each signed-in request (docs/decisions/2026-11-29-history-save-at-the-peak.md).
 */
async function verifiedPayload(token: string | null): Promise<AuthTokenPayload | null> {
  if (!token) return null;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, parentTokenKey(), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
  const { id, tokenVersion, session } = payload;
  if (typeof id !== 'number') return null;
  if (tokenVersion !== undefined && typeof tokenVersion !== 'number') return null;
  if (session !== undefined && typeof session !== 'string') return null;
  return { id, tokenVersion: tokenVersion ?? 0, ...(session === undefined ? {} : { session }) };
}

/**
 * A token's account and device session, read on every signed-in request, kept for a short while on the process's kept
 * rows (src/database/kept-rows.ts, docs/decisions/2026-11-29-token-state-kept.md): every write to an account (a
 * password change bumps its tokenVersion, a block) or to a device session (a sign-out, child mode given or taken
 * back, a deletion) drops it here and, through Redis, in every other instance, before the write's answer is sent.
 */
const keptAccounts = keptRows.shelf<User>('token-account', USER, 'id');
const keptSessions = keptRows.shelf<{ parentId: number; session: DeviceSession }>('token-session', DEVICE_SESSION, 'documentId');

function accountOf(id: number): Promise<User | null> {
  return keptAccounts.read(String(id), () => findUserById(id));
}

/** The parent's signed-in session with this document id; null for another parent's, a signed-out or a deleted one. */
async function activeSessionOf(parentId: number, documentId: string): Promise<DeviceSession | null> {
  const load = async () => {
    const session = await findActiveSession(parentId, documentId);
    return session && { parentId, session };
  };
  const read = await keptSessions.read(documentId, load, (kept) => kept.parentId === parentId);
  return read?.session ?? null;
}

/**
 * Whether a verified token is still current for the user: its tokenVersion is the user's (a password change bumps it)
 * and its device session, when it names one, is the user's and signed in; and the child its device was given to
 * (child mode), if any. Notes the session as seen (at most every few minutes). Tokens issued before device sessions
 * name none and stay current until they expire.
 */
async function tokenState(payload: AuthTokenPayload, user: { id: number; tokenVersion: number | null }): Promise<{ current: boolean; childMode: string | null }> {
  if (payload.tokenVersion !== (user.tokenVersion ?? 0)) return { current: false, childMode: null };
  if (payload.session === undefined) return { current: true, childMode: null };
  const session = await activeSessionOf(user.id, payload.session);
  if (!session) return { current: false, childMode: null };
  await touchSession(session);
  return { current: true, childMode: session.childId ?? null };
}

/** The device session the request's token names (the route's policy has authenticated it), or null for an older token. */
export async function requestDeviceSession(ctx: Context): Promise<string | null> {
  return (await verifiedPayload(readAuthToken(ctx.request)))?.session ?? null;
}

/**
 * The parent behind the request's token (readAuthToken), or null when the token is missing, invalid, expired, revoked
 * (its tokenVersion is older than the user's: a password change bumps it; or its device session is signed out) or blocked.
 */
export async function authenticateParent(ctx: Context): Promise<Parent | null> {
  return parentForToken(readAuthToken(ctx.request));
}

/** The parent a token names, under the same rules as authenticateParent; null for a missing or bad token. */
export async function parentForToken(token: string | null): Promise<Parent | null> {
  const payload = await verifiedPayload(token);
  if (!payload) return null;
  const user = await accountOf(payload.id);
  if (!user || user.blocked) return null;
  const state = await tokenState(payload, user);
  return state.current ? { ...user, childMode: state.childMode } : null;
}

/** A plan counts as expired when expiryDate is set and earlier than now (spec section 4). */
export function isExpired(user: Pick<Parent, 'expiryDate'>, now = new Date()): boolean {
  return user.expiryDate != null && new Date(user.expiryDate).getTime() < now.getTime();
}
