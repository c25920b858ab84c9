import { z } from 'zod';

const id = (name: string) =>
  z.string({ required_error: `${name} is required`, invalid_type_error: `${name} is required` }).trim().min(1, `${name} is required`).max(64);

const optionalId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(64)).optional();

/**
 * childId / mediaId; also the older screens' shapes: snake_case `child_id`, and the video screen's
 * `{ parent_id, child_id, sub_cat_id, cat_id }` which names the video by its sub-category (the parent
 * always comes from the token, so `parent_id` and `cat_id` are read and ignored).
 */
export const favouritePairInput = z
  .object({
    childId: z.unknown().optional(),
    child_id: z.unknown().optional(),
    mediaId: z.unknown().optional(),
    sub_cat_id: optionalId,
  })
  .transform((body) => ({ childId: body.childId ?? body.child_id, mediaId: body.mediaId, subCategoryId: body.sub_cat_id }))
  .pipe(
    z
      .object({ childId: id('childId'), mediaId: id('mediaId').optional(), subCategoryId: z.string().optional() })
      .refine((input) => input.mediaId !== undefined || input.subCategoryId !== undefined, {
        path: ['mediaId'],
        message: 'mediaId is required',
      }),
  );

export const favouriteListInput = z
  .object({ childId: z.unknown().optional(), child_id: z.unknown().optional() })
  .transform((body) => ({ childId: body.childId ?? body.child_id }))
  .pipe(z.object({ childId: id('childId') }));
