import { AGE_RANGES, DURATION_BUCKETS, FEELINGS } from '@tate/contracts';
import { z } from 'zod';


/** A single value is read as a one-item list (some screens send a string). */
const list = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(max),
  );

const documentId = z.string().trim().min(1).max(64);

/** The library filter of spec section 3: duration, ageRange and theme (feelings) lists, searchTerm, category ids. */
export const libraryFilter = z.object({
  duration: list(z.enum(DURATION_BUCKETS, { errorMap: () => ({ message: 'duration must be 5-10, 10-15 or 15+' }) }), 3),
  ageRange: list(z.enum(AGE_RANGES, { errorMap: () => ({ message: 'ageRange must be 3-4, 5-7, 8-10 or 11+' }) }), 4),
  theme: list(z.enum(FEELINGS, { errorMap: () => ({ message: 'theme must list feelings only' }) }), FEELINGS.length),
  searchTerm: z.preprocess((value) => value ?? '', z.string().trim().max(100, 'searchTerm is too long')),
  categoryIds: list(documentId, 500),
});

export type LibraryFilter = z.infer<typeof libraryFilter>;

export const EMPTY_FILTER: LibraryFilter = { duration: [], ageRange: [], theme: [], searchTerm: '', categoryIds: [] };

/** Reads `{ filter: {...}, libraryId, limit }` or the filter fields at the top level of the body. */
export const libraryRequest = z
  .object({
    filter: z.unknown().optional(),
    libraryId: documentId.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .passthrough()
  .transform((body, context) => {
    const parsed = libraryFilter.safeParse(body.filter && typeof body.filter === 'object' ? body.filter : body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ ...issue, path: ['filter', ...issue.path] });
      return z.NEVER;
    }
    return { filter: parsed.data, libraryId: body.libraryId, limit: body.limit };
  });

export type LibraryRequest = z.infer<typeof libraryRequest>;

export const idRequest = (...names: string[]) =>
  z
    .record(z.unknown())
    .transform((body) => names.map((name) => body[name]).find((value) => typeof value === 'string' && value.trim() !== ''))
    .pipe(z.string({ required_error: `${names[0]} is required`, invalid_type_error: `${names[0]} is required` }).trim().max(64));
