import { z } from 'zod';
import type { CmsClient } from './client.server';
import { dataOf, outcomeOf } from './envelope.server';

/** A signed-in device of the parent (`current`: the browser asking), as the CMS lists them (GET /api/devices). */
const devicesSchema = z.array(
  z.object({ id: z.string(), name: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string(), current: z.boolean() }),
);

export type Device = z.infer<typeof devicesSchema>[number];

/** The parent's signed-in devices, the most recently seen first. */
export async function listDevices(cms: CmsClient, token: string): Promise<Device[]> {
  return dataOf('devices', await cms.sendEnvelope('GET', 'devices', { token }), devicesSchema);
}

/** Signs out one of the parent's devices: 200, or the CMS's 404 when it is not (or no longer) one of theirs. */
export async function signOutDevice(cms: CmsClient, token: string, deviceId: string) {
  return outcomeOf(await cms.postEnvelope('devices/sign-out', { deviceId }, { token }));
}

/** Signs out every device of the parent but this one. */
export async function signOutOtherDevices(cms: CmsClient, token: string) {
  return outcomeOf(await cms.postEnvelope('devices/sign-out-others', {}, { token }));
}
