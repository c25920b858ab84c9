// The secrets both apps need (CONTRACTS.md "Secrets"): random values, never known defaults. Which names each app
// requires, and the rule it refuses to start by, are @tate/contracts/secrets; these scripts run before anything is
// built, so they cannot import it and keep the names they hand each app here. packages/contracts/src/secrets.test.ts
// fails when the two disagree.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the CMS is given: its CMS_SECRET_NAMES and CMS_OPTIONAL_SECRET_NAMES in @tate/contracts/secrets. */
export const CMS_SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'MEDIA_URL_SECRET',
  'CLIENT_ADDRESS_SECRET',
  'CMS_WEBHOOK_SECRET',
  'PREVIEW_SECRET',
  'PARTNER_DEMO_KEY',
];

/**
 * What the web is given: its WEB_SECRET_NAMES and WEB_OPTIONAL_SECRET_NAMES in @tate/contracts/secrets.
 * PARTNER_DEMO_KEY is not secret (it sits in the partner page's HTML) but must not have a known value either.
 */
export const WEB_SECRET_NAMES = ['SESSION_SECRET', 'CLIENT_ADDRESS_SECRET', 'CMS_WEBHOOK_SECRET', 'PREVIEW_SECRET', 'PARTNER_DEMO_KEY'];

const ALL_NAMES = [...new Set([...CMS_SECRET_NAMES, ...WEB_SECRET_NAMES])];

function randomValue(name) {
  const value = () => crypto.randomBytes(32).toString('base64url');
  if (name === 'APP_KEYS') return [value(), value()].join(',');
  // The demo partner's public key, in the partners' key format (packages/contracts partner.ts).
  if (name === 'PARTNER_DEMO_KEY') return `tpk_${crypto.randomBytes(24).toString('base64url')}`;
  return value();
}

/** A random value for every secret. */
export function randomSecrets() {
  return Object.fromEntries(ALL_NAMES.map((name) => [name, randomValue(name)]));
}

/** Only the named secrets out of a set. */
export function pickSecrets(secrets, names) {
  return Object.fromEntries(names.map((name) => [name, secrets[name]]));
}

/**
 * This machine's secrets: made once into `file` (mode 600) and kept, a missing name added later;
 * a value already in the environment wins.
 */
export function machineSecrets(file) {
  const stored = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const missing = ALL_NAMES.filter((name) => !stored[name]);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = randomValue(name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  fs.chmodSync(file, 0o600);
  return Object.fromEntries(ALL_NAMES.map((name) => [name, process.env[name] || stored[name]]));
}
