import { notFound } from '../../../http/errors';
import { activeSessionsOf, signOutSessions } from '../../../utils/data/device-session';

/** A signed-in device as the account's devices list shows it; `current` is the device asking. */
export type DeviceView = { id: string; name: string; firstSeenAt: string; lastSeenAt: string; current: boolean };

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

  /** Signs out every device of the parent but the asking one (all of them for a token older than device sessions); answers how many. */
  async signOutOthers(parentId: number, current: string | null): Promise<number> {
    return signOutSessions(parentId, current === null ? {} : { except: current });
  },
};

export type DeviceService = typeof deviceService;

declare module '../../../utils/services' {
  interface Services {
    'api::device.device': DeviceService;
  }
}

export default () => deviceService;
