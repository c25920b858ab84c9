import { beforeAll, describe, expect, it } from 'vitest';
import { api, createFamily, type TestFamily } from './children-support';
import { cmsForTests } from './cms-for-tests';

// The apps save a child's place every few seconds while it listens: the product's hottest write (issue 57). What a
// save asks of the database is counted here, so that a change that adds a query to it is seen.
const cms = cmsForTests({}, { shared: true });
let family: TestFamily;
beforeAll(async () => {
  family = await createFamily(cms, 'history-queries-parent@example.com');
});

/** The SQL statements the CMS sends while `action` runs. */
async function statementsOf(action: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listen = (query: { sql: string }) => seen.push(query.sql);
  const client = cms.strapi.db.connection.client;
  client.on('query', listen);
  try {
    await action();
  } finally {
    client.removeListener('query', listen);
  }
  return seen;
}

/** The statements that read from (select … from) or write to (update) the table (with PostgreSQL's schema before it). */
const on = (statements: string[], table: string, verb: 'select' | 'update') =>
  statements.filter((sql) => new RegExp(`^\\s*${verb === 'select' ? 'select .* from' : 'update'} (["\`]\\w+["\`]\\.)?["\`]${table}["\`]`, 'i').test(sql));

describe('a save of a listening position', () => {
  it('reads the account once, the entry before and after its one write, and adds the seconds in one update', async () => {
    const save = (position: number, at: number) =>
      api(cms.url, '/child-history', {
        token: family.parent.token,
        json: { childId: family.childId, mediaId: family.mediaId, currentMediaTimestamp: position, watchingTime: 10, clientSavedAt: at, timeZone: 'Europe/Paris' },
      });
    expect((await save(10, Date.now() - 60_000)).status).toBe(200);

    let answer: Awaited<ReturnType<typeof save>> | undefined;
    const statements = await statementsOf(async () => {
      answer = await save(20, Date.now() - 50_000);
    });
    expect(answer?.body.response_data).toMatchObject({ currentMediaTimestamp: 20, watchingTime: 20, applied: true, timeZone: 'Europe/Paris' });

    expect(on(statements, 'up_users', 'select')).toHaveLength(1);
    expect(on(statements, 'child_histories', 'select')).toHaveLength(2);
    expect(on(statements, 'child_histories', 'update')).toHaveLength(1);
    expect(on(statements, 'child_listening_days', 'update')).toHaveLength(1);
    expect(statements).toHaveLength(7);
  });
});
