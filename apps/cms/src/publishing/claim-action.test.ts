import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimAction } from './claim-action';

let db: Knex;
beforeEach(async () => {
  db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await db.schema.createTable('actions', (table) => {
    table.increments('id');
    table.string('document_id');
  });
});
afterEach(async () => {
  await db.destroy();
});

describe('claimAction', () => {
  it('gives a scheduled action to exactly one of several racing schedulers', async () => {
    await db('actions').insert({ document_id: 'abc' });
    const results = await Promise.all(Array.from({ length: 5 }, () => claimAction(db, 'actions', 'abc')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db('actions').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('refuses an action that another scheduler already ran', async () => {
    await db('actions').insert({ document_id: 'abc' });
    expect(await claimAction(db, 'actions', 'abc')).toBe(true);
    expect(await claimAction(db, 'actions', 'abc')).toBe(false);
  });

  it('leaves the other scheduled actions in place', async () => {
    await db('actions').insert([{ document_id: 'abc' }, { document_id: 'def' }]);
    expect(await claimAction(db, 'actions', 'abc')).toBe(true);
    expect(await db('actions').pluck('document_id')).toEqual(['def']);
  });
});
