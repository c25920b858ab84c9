import { z } from 'zod';
import { clientSavedAtField, isTimeZone } from '../../../family/client-context';

const seconds = (name: string) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a number of seconds` })
    .finite()
    .min(0, `${name} cannot be negative`)
    .max(24 * 3600, `${name} is too large`);

const id = (name: string) =>
  z.string({ required_error: `${name} is required`, invalid_type_error: `${name} is required` }).trim().min(1, `${name} is required`).max(64);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/**
 * One save of a listening position. `clientSavedAt` (ms since epoch, client clock) orders saves: a save older than
 * the stored one is ignored (within the bounds of clientSavedAtField). `watchingTime` is the seconds listened since
 * the previous save of this child and media (it adds to the child's statistics and today's minutes).
 */
export const historySaveInput = z.object({
  childId: id('childId'),
  mediaId: id('mediaId'),
  currentMediaTimestamp: seconds('currentMediaTimestamp'),
  watchingTime: seconds('watchingTime').default(0),
  location: optionalText(100),
  timeZone: optionalText(64).refine((value) => value === undefined || isTimeZone(value), 'timeZone is not a known time zone'),
  clientSavedAt: clientSavedAtField,
});

export const historyUpdateInput = historySaveInput.omit({ childId: true }).partial({ mediaId: true }).extend({
  currentMediaTimestamp: seconds('currentMediaTimestamp'),
});

export const historyQueryInput = z.object({ childId: id('childId'), mediaId: id('mediaId').optional() });

export type HistorySaveInput = z.infer<typeof historySaveInput>;

/** The most saves one batch may hold: a player offline for a while sends its queue in requests of at most this many. */
export const MAX_BATCH_SAVES = 100;

/**
 * A batch of one child's queued saves. Each save is read on its own (historyBatchSave), so a bad one is refused alone;
 * the list itself must hold 1 to MAX_BATCH_SAVES of them (more is refused whole, services/child-history.ts).
 */
export const historyBatchInput = z.object({
  childId: id('childId'),
  saves: z
    .array(z.unknown(), { required_error: 'saves is required', invalid_type_error: 'saves must be a list of saves' })
    .min(1, 'saves must hold at least one save'),
});

/** One save of a batch: a save without its child (the batch names it). */
export const historyBatchSave = historySaveInput.omit({ childId: true });
