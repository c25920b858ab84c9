import { z } from 'zod';
import { clientSavedAtField } from '../../../family/client-context';

const id = (name: string) =>
  z.string({ required_error: `${name} is required`, invalid_type_error: `${name} is required` }).trim().min(1, `${name} is required`).max(64);

/**
 * The video screen's body (snake_case as in the spec); parent_id is accepted but the token decides.
 * clientSavedAt (ms, client clock) orders saves as for listening history: an older save is ignored.
 */
export const videoStatusInput = z.object({
  child_id: id('child_id'),
  sub_cat_id: id('sub_cat_id'),
  category_id: id('category_id').optional(),
  duration: z.coerce
    .number({ invalid_type_error: 'duration must be a number of seconds' })
    .finite()
    .min(0, 'duration cannot be negative')
    .max(24 * 3600, 'duration is too large'),
  clientSavedAt: clientSavedAtField,
});

export const videoDurationInput = z.object({ child_id: id('child_id'), sub_cat_id: id('sub_cat_id').optional() });
