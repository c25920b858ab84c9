// The secrets both apps need (CONTRACTS.md "Secrets"): random values, never known defaults. Which names each app
// requires, and the rule it refuses to start by, are @tate/contracts/secrets; these scripts run before anything is
// built, so they read the names from its plain JavaScript source.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  CMS_OPTIONAL_SECRET_NAMES,
  CMS_SECRET_NAMES as CMS_REQUIRED_SECRET_NAMES,
  WEB_OPTIONAL_SECRET_NAMES,
  WEB_SECRET_NAMES as WEB_REQUIRED_SECRET_NAMES,
} from '../../packages/contracts/src/secret-names.js';

/** What the CMS is given: the secrets it requires and the ones it reads only where used. */
export const CMS_SECRET_NAMES = [...CMS_REQUIRED_SECRET_NAMES, ...CMS_OPTIONAL_SECRET_NAMES];

/** What the web is given: the secrets it requires and the ones it reads only where used. */
export const WEB_SECRET_NAMES = [...WEB_REQUIRED_SECRET_NAMES, ...WEB_OPTIONAL_SECRET_NAMES];

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
