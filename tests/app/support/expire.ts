import knex from 'knex';

/**
 * Lets a parent's plan lapse at `at` (ms since the epoch), as time passing would: sets expiryDate in the e2e CMS's
 * SQLite file (TATE_E2E_DATABASE). No API may do this, on purpose. The CMS keeps a signed-in parent's account row for a
 * while and hears only the writes it makes itself (docs/decisions/2026-11-29-token-state-kept.md), so this is for a
 * parent who has not used a token since: to let a plan lapse mid-visit, set a time just after the log-in ahead of it.
 */
export async function lapsePlanAt(email: string, at: number): Promise<void> {
  const filename = process.env.TATE_E2E_DATABASE;
  if (!filename) throw new Error('TATE_E2E_DATABASE is not set');
  const db = knex({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
  try {
    const column = (await db.schema.hasColumn('up_users', 'expiry_date')) ? 'expiry_date' : 'expiryDate';
    const changed = await db('up_users')
      .where({ email: email.toLowerCase() })
      .update({ [column]: at });
    if (changed !== 1) throw new Error(`No parent ${email} in ${filename}`);
  } finally {
    await db.destroy();
  }
}

/** Lets a parent's plan lapse a minute ago (lapsePlanAt: for a parent who has not signed in since). */
export function expirePlan(email: string): Promise<void> {
  return lapsePlanAt(email, Date.now() - 60_000);
}
