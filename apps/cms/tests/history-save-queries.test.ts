import { beforeAll, describe, expect, it } from 'vitest';
import { api, createFamily, type TestFamily } from './children-support';
import { cmsForTests } from './cms-for-tests';
import { statementsOf } from './kept-rows-support';

// The apps save a child's place every few seconds while it listens: the product's hottest write (issue 57). What a
// save asks of the database is counted here, so that a change that adds a query to it is seen.
const cms = cmsForTests({}, { shared: true });
let family: TestFamily;
beforeAll(async () => {
  family = await createFamily(cms, 'history-queries-parent@example.com');
});

/**
 * The statements that read from (select … from) or write to (update, alone or in a WITH) the table (with PostgreSQL's
 * schema before it).
 */
const on = (statements: string[], table: string, verb: 'select' | 'update') =>
  statements.filter((sql) => new RegExp(`${verb === 'select' ? '^\\s*select .* from' : '(^|\\()\\s*update'} (["\`]\\w+["\`]\\.)?["\`]${table}["\`]`, 'i').test(sql));

/** The statements of one transaction's start and end. */
const transactionEnds = (statements: string[]) => statements.filter((sql) => /^\s*(BEGIN|COMMIT)\b/i.test(sql));

const saveOf = (of: TestFamily, position: number, at: number, timeZone?: string) =>
  api(cms.url, '/child-history', {
    token: of.parent.token,
    json: { childId: of.childId, mediaId: of.mediaId, currentMediaTimestamp: position, watchingTime: 10, clientSavedAt: at, timeZone },
  });

/** On PostgreSQL a steady save is one statement (a data-modifying WITH); SQLite writes it in a transaction. */
const onPostgres = () => cms.strapi.db.dialect.client === 'postgres';

describe('a save of a listening position', () => {
  it("reads nothing, then writes the entry (its update answering its row) and the day's seconds at once", async () => {
    // The first save gives the family its time zone: that write to the account drops what was kept of it.
    expect((await saveOf(family, 10, Date.now() - 60_000, 'Europe/Paris')).status).toBe(200);
    expect((await saveOf(family, 15, Date.now() - 55_000, 'Europe/Paris')).status).toBe(200);

    let answer: Awaited<ReturnType<typeof saveOf>> | undefined;
    const statements = await statementsOf(cms, async () => {
      answer = await saveOf(family, 20, Date.now() - 50_000, 'Europe/Paris');
    });
    expect(answer?.body.response_data).toMatchObject({ currentMediaTimestamp: 20, watchingTime: 30, applied: true, timeZone: 'Europe/Paris' });

    // The token's account, the child's owner and the meditation's publication are kept (src/database/kept-rows.ts).
    expect(on(statements, 'up_users', 'select')).toHaveLength(0);
    expect(on(statements, 'children', 'select')).toHaveLength(0);
    expect(on(statements, 'meditations', 'select')).toHaveLength(0);
    expect(on(statements, 'child_histories', 'select')).toHaveLength(0);
    expect(on(statements, 'child_histories', 'update')).toHaveLength(1);
    expect(on(statements, 'child_listening_days', 'update')).toHaveLength(1);
    // PostgreSQL: the two writes in one statement (a data-modifying WITH); SQLite: BEGIN, the two, COMMIT.
    expect(transactionEnds(statements)).toHaveLength(onPostgres() ? 0 : 2);
    expect(statements).toHaveLength(onPostgres() ? 1 : 4);
  });

  it("reads the child and the meditation once for a pair's first save, and creates the entry and the day in one transaction", async () => {
    // A family that has a time zone (or sends none): the first request that brings one also writes it to the account.
    const fresh = await createFamily(cms, 'history-queries-first@example.com');
    let answer: Awaited<ReturnType<typeof saveOf>> | undefined;
    const statements = await statementsOf(cms, async () => {
      answer = await saveOf(fresh, 10, Date.now() - 60_000);
    });
    expect(answer?.body.response_data).toMatchObject({ currentMediaTimestamp: 10, watchingTime: 10, applied: true });
    expect(on(statements, 'up_users', 'select')).toHaveLength(1);
    expect(on(statements, 'children', 'select')).toHaveLength(1);
    expect(on(statements, 'meditations', 'select')).toHaveLength(1);
    expect(transactionEnds(statements)).toHaveLength(2);
    // Up to the commit: the account, the child, the meditation, then (on PostgreSQL) the one-statement write that
    // finds no entry, and in the transaction the update that finds none, the read that says so, the document
    // service's insert and read-back, the read of the new entry, and the day's increment, insert and read-back. After
    // it the document service's entry events read the two rows again.
    const untilCommit = statements.slice(0, statements.lastIndexOf(transactionEnds(statements)[1] ?? '') + 1);
    expect(untilCommit).toHaveLength(onPostgres() ? 14 : 13);

    const steady = await statementsOf(cms, () => saveOf(fresh, 20, Date.now() - 50_000));
    expect(steady).toHaveLength(onPostgres() ? 1 : 4);
  });

  it('writes the time zone of a family that has none once for a batch, and each save of it as a steady save', async () => {
    const fresh = await createFamily(cms, 'history-queries-batch@example.com');
    expect((await saveOf(fresh, 1, Date.now() - 70_000)).status).toBe(200);
    const at = Date.now() - 60_000;
    // A zone whose day is always UTC's, the day of the family's first save: with Europe/Paris this failed from 23:00 to
    // midnight UTC, when the batch's first save began a new listening day (an insert, not a steady save).
    const saves = [0, 1, 2].map((index) => ({ mediaId: fresh.mediaId, currentMediaTimestamp: index, watchingTime: 1, clientSavedAt: at + index, timeZone: 'Atlantic/Reykjavik' }));
    let answer: Awaited<ReturnType<typeof api>> | undefined;
    const statements = await statementsOf(cms, async () => {
      answer = await api(cms.url, '/child-history/batch', { token: fresh.parent.token, json: { childId: fresh.childId, saves } });
    });
    expect(answer?.status).toBe(200);
    expect(on(statements, 'up_users', 'update')).toHaveLength(1);
    expect(on(statements, 'child_histories', 'update')).toHaveLength(3);
    expect(on(statements, 'child_listening_days', 'update')).toHaveLength(3);
  });
});
