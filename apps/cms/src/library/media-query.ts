import type { Knex } from 'knex';
import { z } from 'zod';
import type { LibraryFilter } from './filter-input';
import { libraryTables, type LibraryTables } from './tables';

const DURATION_RANGES: Record<LibraryFilter['duration'][number], [number, number | null]> = {
  '5-10': [5, 10],
  '10-15': [10, 15],
  '15+': [15, null],
};

export type MediaScope = {
  filter: LibraryFilter;
  /** Only media of these category document ids (the filter's own categoryIds narrow further). */
  categoryIds?: string[];
  /** true: teen categories only; false: no teen categories; undefined: any. */
  teen?: boolean;
  freeOnly?: boolean;
  excludeMediaIds?: string[];
};

/** LIKE pattern for a case-insensitive "contains" (the term is lowercased; % and _ are escaped). */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The rows of `table` linked to media m through `link` whose `column` is one of `values` (for a WHERE EXISTS). */
function linkedRows(knex: Knex, link: LibraryTables['mediaAgeRanges'], table: string, column: string, values: readonly string[]): Knex.QueryBuilder {
  return knex(`${link.name} as j`)
    .join(`${table} as r`, 'r.id', `j.${link.inverseJoinColumn.name}`)
    .whereRaw(`j.${link.joinColumn.name} = m.id`)
    .whereIn(`r.${column}`, values);
}

/** Rows of a raw query selecting `id` (knex types none: checked here rather than cast). */
const idRows = z.array(z.object({ id: z.number() }));
/** Rows of a raw query selecting `document_id`. */
const documentIdRows = z.array(z.object({ document_id: z.string() }));

/** The ids a raw query of the library's tables selects (`m.id`, `c.id`), in its order. */
export async function selectedIds(query: Knex.QueryBuilder): Promise<number[]> {
  return idRows.parse(await query).map((row) => row.id);
}

/** The document ids a raw query of the library's tables selects (`m.document_id`), in its order. */
export async function selectedDocumentIds(query: Knex.QueryBuilder): Promise<string[]> {
  return documentIdRows.parse(await query).map((row) => row.document_id);
}

/**
 * One SQL query for the ids of the published media matching a library filter, in library order.
 * Relations are tested with sub-queries, so the query count never depends on the rows.
 */
export function matchingMediaIds(scope: MediaScope): Knex.QueryBuilder {
  const t = libraryTables();
  const knex = strapi.db.connection;
  const { filter } = scope;
  const query = knex(`${t.media} as m`).whereNotNull('m.published_at');

  if (filter.duration.length > 0) {
    query.where((builder) => {
      for (const bucket of filter.duration) {
        const [min, max] = DURATION_RANGES[bucket];
        builder.orWhere((range) => {
          range.where('m.duration_minutes', '>=', min);
          if (max !== null) range.where('m.duration_minutes', '<', max);
        });
      }
    });
  }
  if (filter.searchTerm) {
    const pattern = containsPattern(filter.searchTerm);
    query.where((builder) =>
      builder
        .whereRaw("lower(m.title) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(coalesce(m.description, '')) like ? escape '\\'", [pattern]),
    );
  }
  if (filter.ageRange.length > 0) query.whereExists(linkedRows(knex, t.mediaAgeRanges, t.ageRanges, 'label', filter.ageRange));
  if (filter.theme.length > 0) query.whereExists(linkedRows(knex, t.mediaFeelings, t.feelings, 'name', filter.theme));
  const categoryIds = [scope.categoryIds, filter.categoryIds.length > 0 ? filter.categoryIds : undefined].filter(
    (ids): ids is string[] => ids !== undefined,
  );
  if (categoryIds.length > 0 || scope.teen !== undefined) {
    const jt = t.mediaCategory;
    // IN (not EXISTS): with selected categories the database starts from their few links.
    const linked = knex(`${jt.name} as jc`)
      .select(`jc.${jt.joinColumn.name}`)
      .join(`${t.categories} as c`, 'c.id', `jc.${jt.inverseJoinColumn.name}`)
      .whereNotNull('c.published_at');
    for (const ids of categoryIds) linked.whereIn('c.document_id', ids);
    if (scope.teen !== undefined) linked.where('c.is_teen', scope.teen);
    query.whereIn('m.id', linked);
  }
  if (scope.freeOnly) query.where('m.access_level', 'free');
  if (scope.excludeMediaIds && scope.excludeMediaIds.length > 0) query.whereNotIn('m.document_id', scope.excludeMediaIds);
  return query;
}
