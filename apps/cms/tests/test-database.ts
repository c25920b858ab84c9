import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** A database a test CMS runs on: the environment that points Strapi at it, and how to remove it. */
export type TestDatabase = { env: Record<string, string>; drop(): Promise<void> };

/**
 * A database made once per test run (tests/global-setup.ts) by booting the CMS on it: its schema is in sync,
 * so a copy boots in under a second instead of building every table again. Nothing else is in it.
 */
export type TemplateDatabase = { client: 'sqlite'; filename: string } | { client: 'postgres'; name: string };

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database for one test file, or for the template: a temporary SQLite file, or a new PostgreSQL
 * database when DATABASE_URL is a postgres:// URL. From a template when one is given.
 */
export async function createTestDatabase(template?: TemplateDatabase): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  if (adminUrl?.startsWith('postgres')) {
    const name = `tate_test_${suffix}`;
    await adminQuery(adminUrl, template?.client === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
      drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-cms-'));
  const filename = path.join(dir, 'data.db');
  if (template?.client === 'sqlite') fs.copyFileSync(template.filename, filename);
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The files a CMS wrote next to its database: public uploads and private (paid) media. */
export type CmsFiles = { public: string; privateMedia: string };

/** What a test CMS starts from: a template database and, for the demo seed, the files it made. */
export type CmsTemplate = { database: TemplateDatabase; files: CmsFiles | null };

/** Which template a database made by createTestDatabase() stands for. */
export function templateOf(database: TestDatabase): TemplateDatabase {
  if (database.env.DATABASE_CLIENT === 'postgres') return { client: 'postgres', name: new URL(database.env.DATABASE_URL).pathname.slice(1) };
  return { client: 'sqlite', filename: database.env.DATABASE_FILENAME };
}
