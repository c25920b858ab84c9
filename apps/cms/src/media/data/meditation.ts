import { storedRows, type ReadRow } from '../../utils/stored-rows';

/** The meditation content type's UID (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const MEDITATION = 'api::meditation.meditation';

const PUBLISHED = { publishedAt: { $notNull: true } };

/**
 * How the library's lists read a meditation: the columns its views read, not its transcript (only the one-media
 * answer carries it), with its file, cover, category (with its image) and sub-category's document id.
 */
const LISTED = {
  select: ['id', 'documentId', 'title', 'description', 'kind', 'accessLevel', 'durationMinutes', 'sortOrder', 'breathPattern'],
  populate: { file: true, cover: true, category: { populate: { image: true } }, subCategory: { select: ['documentId'] } },
} as const;

/** A meditation as the library's lists read it. */
export type ListedMedia = ReadRow<typeof MEDITATION, typeof LISTED>;

/** The published meditations matching `where`, as the lists read them, in no particular order. */
export function listedMedia(where: Record<string, unknown>): Promise<ListedMedia[]> {
  return storedRows(MEDITATION, LISTED).findMany({ ...where, ...PUBLISHED }, []);
}

/** The published meditations among these document ids, with their covers: a bedtime routine's, in no particular order. */
export function routineMeditations(documentIds: string[]) {
  return storedRows(MEDITATION, {
    select: ['id', 'documentId', 'title', 'durationMinutes'],
    populate: { cover: true },
  }).findMany({ documentId: { $in: documentIds }, ...PUBLISHED }, []);
}

/** The published meditations of a sub-category (its row id), as the lists read them, in library order. */
export function listedMediaOfSubCategory(subCategoryId: number): Promise<ListedMedia[]> {
  return storedRows(MEDITATION, LISTED).findMany({ ...PUBLISHED, subCategory: { id: subCategoryId } }, [
    { sortOrder: 'asc' },
    { id: 'asc' },
  ]);
}

/** A published meditation's stored transcript cues and its age ranges' labels and order, or null. */
export function transcriptAndAgeRanges(documentId: string) {
  return storedRows(MEDITATION, { select: ['transcriptCues'], populate: { ageRanges: { select: ['label', 'sortOrder'] } } }).findOne({
    documentId,
    ...PUBLISHED,
  });
}

/** What a partner's embed plays: a meditation, with its file, cover and category's document id. */
const PLAYED_BY_PARTNER = { populate: { file: true, cover: true, category: { select: ['documentId'] } } } as const;

/** A meditation as a partner's embed reads it. */
export type MediaForPartner = ReadRow<typeof MEDITATION, typeof PLAYED_BY_PARTNER>;

/** A published meditation with its file, cover and category's document id, or null. */
export function publishedMediaForPartner(documentId: string): Promise<MediaForPartner | null> {
  return storedRows(MEDITATION, PLAYED_BY_PARTNER).findOne({ documentId, ...PUBLISHED });
}

/** A published meditation with its category's document id (what a partner's licence is checked against), or null. */
export function publishedMediaWithCategory(documentId: string) {
  return storedRows(MEDITATION, { populate: { category: { select: ['documentId'] } } }).findOne({ documentId, ...PUBLISHED });
}

/** The file (id, name, type) of a meditation's draft or of its published version, or null when it has none. */
export async function fileOfMeditation(documentId: string, version: 'draft' | 'published') {
  const row = await storedRows(MEDITATION, { select: ['id'], populate: { file: { select: ['id', 'name', 'mime'] } } }).findOne({
    documentId,
    publishedAt: version === 'draft' ? null : { $notNull: true },
  });
  return row?.file ?? null;
}

/** The file (id, type) of a meditation's draft, the version a publication copies (in `locale`, or any), or null. */
export async function draftFileOf(documentId: string, locale?: string) {
  const where = { documentId, publishedAt: null, ...(locale && locale !== '*' ? { locale } : {}) };
  const draft = await storedRows(MEDITATION, { select: ['id'], populate: { file: { select: ['id', 'mime'] } } }).findOne(where);
  return draft?.file ?? null;
}

/** The file id of every meditation row that has a file (drafts and published versions, so a file may come twice). */
export async function meditationFileIds(): Promise<number[]> {
  const rows = await storedRows(MEDITATION, { select: ['id'], populate: { file: { select: ['id'] } } }).findMany({}, []);
  return rows.flatMap((row) => (row.file ? [row.file.id] : []));
}

/** The titles of the meditations with these document ids (drafts and published), by document id. */
export async function meditationTitles(documentIds: string[]): Promise<Map<string, string>> {
  const rows = await storedRows(MEDITATION, { select: ['documentId', 'title'] }).findMany({ documentId: { $in: [...new Set(documentIds)] } });
  return new Map(rows.map((row) => [row.documentId, row.title]));
}

/** The feelings of the meditations with these document ids (drafts and published), each meditation's by name. */
export function feelingsOfMeditations(documentIds: string[]) {
  return storedRows(MEDITATION, { select: ['id'], populate: { feelings: { select: ['name'] } } }).findMany({ documentId: { $in: documentIds } });
}

/** How the child profile's suggestions read a meditation: what they are ranked by (feelings, words of its texts and category). */
const SUGGESTION_CANDIDATE = {
  select: ['id', 'documentId', 'title', 'description'],
  populate: { feelings: { select: ['name'] }, category: { select: ['name'] } },
} as const;

export type SuggestionCandidate = ReadRow<typeof MEDITATION, typeof SUGGESTION_CANDIDATE>;

/** The meditations with these ids, as the suggestions rank them. */
export function suggestionCandidates(ids: number[]): Promise<SuggestionCandidate[]> {
  return storedRows(MEDITATION, SUGGESTION_CANDIDATE).findMany({ id: { $in: ids } });
}

/** The document id of the published meditation with this title, or null when there is none. */
export async function publishedMeditationIdByTitle(title: string): Promise<string | null> {
  const row = await storedRows(MEDITATION, { select: ['documentId'] }).findOne({ title, ...PUBLISHED });
  return row?.documentId ?? null;
}
