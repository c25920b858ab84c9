import { z } from 'zod';
import type { CmsClient } from './client.server';
import type { GateAnswer } from './bedtime.server';
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

/** Child mode: this device becomes the child's (the CMS applies the child's rules to every play and list on it). */
export async function giveDeviceToChild(cms: CmsClient, token: string, childId: string) {
  return outcomeOf(await cms.postEnvelope('devices/child-mode', { childId }, { token }));
}

/** Leaves child mode behind the parent gate: the CMS judges the answer, and makes a guessing device wait. */
export async function takeDeviceBack(cms: CmsClient, token: string, answer: GateAnswer) {
  return outcomeOf(await cms.postEnvelope('devices/child-mode/leave', answer, { token }));
}
