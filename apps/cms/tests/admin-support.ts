import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RunningCms } from './harness';

/** A new admin user with the role `roleCode` (e.g. strapi-editor, strapi-super-admin, tate-commerce), signed in: its token. */
export async function adminToken(cms: RunningCms, roleCode: string): Promise<string> {
  const role = (await cms.strapi.db.query('admin::role').findOne({ where: { code: roleCode } })) as { id: number };
  const email = `${roleCode}-${crypto.randomBytes(4).toString('hex')}@tate.test`;
  const password = 'Admin-password-1';
  await cms.strapi.service('admin::user').create({ email, firstname: 'Ad', lastname: 'Min', password, isActive: true, roles: [role.id] });
  const response = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Files under `dirs` (two levels down) changed since `since` whose bytes contain `marker`. */
export function filesHolding(dirs: string[], marker: string, since: number): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      try {
        if (entry.isDirectory() && depth > 0) visit(full, depth - 1);
        else if (entry.isFile() && fs.statSync(full).mtimeMs >= since && fs.readFileSync(full).includes(marker)) found.push(full);
      } catch {
        // Another process's file vanished or is unreadable: not ours.
      }
    }
  };
  for (const dir of dirs) visit(dir, 2);
  return found;
}
