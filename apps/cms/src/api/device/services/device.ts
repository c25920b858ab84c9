import { ApiError, notFound } from '../../../http/errors';
import { findOwnedChild } from '../../../family/ownership';
import { activeSessionsOf, setSessionChild, signOutSessions } from '../../../utils/data/device-session';

/** A signed-in device as the account's devices list shows it; `current` is the device asking. */
export type DeviceView = { id: string; name: string; firstSeenAt: string; lastSeenAt: string; current: boolean };

/** A token older than device sessions cannot carry a child. */
const SIGN_IN_AGAIN = 'Sign in again on this device to give it to a child';

const deviceService = {
  /** The parent's signed-in devices, the most recently seen first; `current` names the asking one (null: an older token). */
  async list(parentId: number, current: string | null): Promise<DeviceView[]> {
    return (await activeSessionsOf(parentId)).map((session) => ({
      id: session.documentId,
      name: session.name,
      firstSeenAt: new Date(session.firstSeenAt).toISOString(),
      lastSeenAt: new Date(session.lastSeenAt).toISOString(),
      current: session.documentId === current,
    }));
  },

  /** Signs out one of the parent's devices; another parent's, a signed-out or an unknown one is a 404. */
  async signOut(parentId: number, deviceId: string): Promise<void> {
    if ((await signOutSessions(parentId, { only: deviceId })) === 0) throw notFound('Device');
  },

  /**
   * Child mode: from now on this device is the child's (another parent's child is a 404): every play and list on it
   * follows the child's bedtime and daily limit, whatever it asks for. Needs a device session (an older token: 400).
   * A device already in child mode never gets here: its route is a grown-up's (api::device.child-mode).
   */
  async giveToChild(parentId: number, current: string | null, childId: string): Promise<{ childId: string }> {
    const child = await findOwnedChild(parentId, childId);
    if (current === null || !(await setSessionChild(parentId, current, child.documentId))) throw new ApiError(400, SIGN_IN_AGAIN);
    return { childId: child.documentId };
  },

  /** Leaves child mode (its route is behind the parent gate): the device is the parent's again. */
  async takeBack(parentId: number, current: string | null): Promise<void> {
    if (current === null || !(await setSessionChild(parentId, current, null))) throw new ApiError(400, SIGN_IN_AGAIN);
  },

  /** Signs out every device of the parent but the asking one (all of them for a token older than device sessions); answers how many. */
  async signOutOthers(parentId: number, current: string | null): Promise<number> {
    return signOutSessions(parentId, current === null ? {} : { except: current });
  },
};

declare module '../../../utils/services' {
  interface Services {
    'api::device.device': typeof deviceService;
  }
}

export default () => deviceService;
