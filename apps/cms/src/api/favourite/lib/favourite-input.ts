import { z } from 'zod';

const id = (name: string) =>
  z.string({ required_error: `${name} is required`, invalid_type_error: `${name} is required` }).trim().min(1, `${name} is required`).max(64);

/** childId / mediaId, also accepted under the older screen's snake_case child_id. */
export const favouritePairInput = z
  .object({ childId: z.unknown().optional(), child_id: z.unknown().optional(), mediaId: z.unknown().optional() })
  .transform((body) => ({ childId: body.childId ?? body.child_id, mediaId: body.mediaId }))
  .pipe(z.object({ childId: id('childId'), mediaId: id('mediaId') }));

export const favouriteListInput = z
  .object({ childId: z.unknown().optional(), child_id: z.unknown().optional() })
  .transform((body) => ({ childId: body.childId ?? body.child_id }))
  .pipe(z.object({ childId: id('childId') }));
