import knex from 'knex';

/**
 * Lets a parent's plan lapse now, as time passing would: sets expiryDate a minute in the past in the e2e CMS's
 * SQLite file (TATE_E2E_DATABASE). No API may do this, on purpose.
 */
export async function expirePlan(email: string): Promise<void> {
  const filename = process.env.TATE_E2E_DATABASE;
  if (!filename) throw new Error('TATE_E2E_DATABASE is not set');
  const db = knex({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
  try {
    const column = (await db.schema.hasColumn('up_users', 'expiry_date')) ? 'expiry_date' : 'expiryDate';
    const changed = await db('up_users')
      .where({ email: email.toLowerCase() })
      .update({ [column]: Date.now() - 60_000 });
    if (changed !== 1) throw new Error(`No parent ${email} in ${filename}`);
  } finally {
    await db.destroy();
  }
}
