import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { removeOrphanedLog, setUpSqliteConnection } from './sqlite-connection';

const folders: string[] = [];

/** A new database file, set up as the CMS's pool sets up each connection. */
function openSetUp(): Database.Database {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-sqlite-'));
  folders.push(folder);
  const database = new Database(path.join(folder, 'data.db'));
  let failure: Error | undefined;
  setUpSqliteConnection(database, (error) => (failure = error));
  expect(failure).toBeUndefined();
  return database;
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('a SQLite connection of the CMS', () => {
  it('commits through a write-ahead log synced at checkpoints', () => {
    const database = openSetUp();
    expect(database.pragma('journal_mode', { simple: true })).toBe('wal');
    // 1 is NORMAL (2, FULL, is the default).
    expect(database.pragma('synchronous', { simple: true })).toBe(1);
    database.close();
  });

  it('compiles a query once and answers each run with the rows as they are now', () => {
    const database = openSetUp();
    database.prepare('create table saves (child text, position integer)').run();
    const insert = 'insert into saves (child, position) values (?, ?)';
    const read = 'select position from saves where child = ? order by position';
    expect(database.prepare(read)).toBe(database.prepare(read));
    database.prepare(insert).run('ada', 10);
    expect(database.prepare(read).all('ada')).toEqual([{ position: 10 }]);
    database.prepare(insert).run('ada', 42);
    database.prepare(insert).run('bo', 7);
    expect(database.prepare(read).all('ada')).toEqual([{ position: 10 }, { position: 42 }]);
    // A change of the table's shape: the kept statement is compiled again by SQLite, not answered from the old shape.
    database.prepare('alter table saves add column minutes integer default 3').run();
    expect(database.prepare('select * from saves where child = ? order by position').all('bo')).toEqual([{ child: 'bo', position: 7, minutes: 3 }]);
    database.close();
  });

  it('is refused for anything that is not a better-sqlite3 database', () => {
    let failure: Error | undefined;
    setUpSqliteConnection({ query() {} }, (error) => (failure = error));
    expect(failure?.message).toMatch(/not a better-sqlite3 database/);
  });

  it("removes a write-ahead log whose database file is gone, and never one beside its file", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-sqlite-'));
    folders.push(folder);
    const filename = path.join(folder, 'data.db');
    const database = new Database(filename);
    setUpSqliteConnection(database, () => undefined);
    database.prepare('create table saves (position integer)').run();
    database.prepare('insert into saves (position) values (42)').run();
    // Still open: the log holds the rows and sits beside the file.
    expect(fs.existsSync(`${filename}-wal`)).toBe(true);
    removeOrphanedLog(filename);
    expect(fs.existsSync(`${filename}-wal`)).toBe(true);
    expect(database.prepare('select position from saves').all()).toEqual([{ position: 42 }]);
    database.close();
    // Someone starts over by deleting the file alone, leaving an old log.
    fs.writeFileSync(`${filename}-wal`, 'an old log');
    fs.writeFileSync(`${filename}-shm`, 'its index');
    fs.rmSync(filename);
    removeOrphanedLog(filename);
    expect(fs.readdirSync(folder)).toEqual([]);
  });
});
