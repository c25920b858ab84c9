import { z } from 'zod';
import { requiredString } from '../../../http/validation';

/** Which device to sign out: its id in the account's devices list (a device session's document id). */
export const deviceSignOutInput = z.object({
  deviceId: requiredString('deviceId is required', 64),
});

/** Child mode: the child this device is given to (a child's document id). */
export const childModeInput = z.object({
  childId: requiredString('childId is required', 64),
});
