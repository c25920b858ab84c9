import { z } from 'zod';

/** "Give this device to …": the child it is given to (its id; the CMS checks the child is the parent's). */
export const giveDeviceSchema = z.object({ childId: z.string().trim().min(1).max(64) });
