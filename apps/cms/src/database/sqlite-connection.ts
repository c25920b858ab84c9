import fs from 'node:fs';
import { LRUCache } from 'lru-cache';

/** The part of a better-sqlite3 connection that the set-up uses. */
type SqliteConnection = { pragma(source: string): unknown; prepare(source: string): object };

/** How many compiled statements a connection keeps: the CMS runs a few hundred query shapes, most of them rarely. */
export const STATEMENT_CACHE_SIZE = 500;

function isSqliteConnection(value: unknown): value is SqliteConnection {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pragma' in value &&
    typeof value.pragma === 'function' &&
    'prepare' in value &&
    typeof value.prepare === 'function'
  );
}

/**
 * Keeps each compiled statement for the next query with the same SQL text: knex compiles every query anew
 * (`connection.prepare(sql)` in its better-sqlite3 client), which was a tenth of a history save. A statement is run
 * to its end each time (`all` or `run`), so one statement serves query after query; SQLite compiles it again by itself
 * when the schema changes.
 */
function cacheStatements(connection: SqliteConnection): void {
  const compile = connection.prepare.bind(connection);
  const statements = new LRUCache<string, object>({ max: STATEMENT_CACHE_SIZE });
  connection.prepare = (source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = compile(source);
      statements.set(source, statement);
    }
    return statement;
  };
}

/**
 * Each new SQLite connection (the pool's `afterCreate`): commits go through a write-ahead log, synced at its
 * checkpoints rather than at every commit (SQLite's advice for a server, https://sqlite.org/wal.html); with the
 * default rollback journal each commit synced the disk on the CMS's one thread, a quarter of a history save's time.
 * A crash of the CMS loses nothing; a power cut may lose the last commits before a checkpoint, never the file. And
 * compiled statements are kept (cacheStatements). PostgreSQL, the production database, is unchanged.
 */
export function setUpSqliteConnection(connection: unknown, done: (error?: Error, connection?: unknown) => void): void {
  if (!isSqliteConnection(connection)) return done(new Error('SQLite: the connection is not a better-sqlite3 database'), connection);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  cacheStatements(connection);
  done(undefined, connection);
}

/**
 * Before the CMS opens its SQLite file: a write-ahead log left beside a database file that is gone (someone deleted
 * `data.db` to start over and left `data.db-wal` and `data.db-shm`) is removed, since SQLite would replay the old
 * database's pages into the new one. The log belongs to its file: moving or replacing `data.db` takes the two others
 * with it (README, "The database").
 */
export function removeOrphanedLog(filename: string): void {
  if (fs.existsSync(filename)) return;
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${filename}${suffix}`, { force: true });
}
