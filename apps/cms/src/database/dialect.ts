/**
 * Whether the database takes a write to several tables as one statement (a data-modifying WITH): PostgreSQL, the
 * production database, does; SQLite, the embedded default, does not, and needs no round trips to save.
 */
export function writesInOneStatement(): boolean {
  return strapi.db.dialect.client === 'postgres';
}
