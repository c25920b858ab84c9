import { z } from 'zod';
import { requiredString } from '../../../http/validation';

/** Which device to sign out: its id in the account's devices list (a device session's document id). */
export const deviceSignOutInput = z.object({
  deviceId: requiredString('deviceId is required', 64),
});
