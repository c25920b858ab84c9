/**
 * The apps' secrets (CONTRACTS.md "Secrets"). None has a known value: an app started without one of its secrets
 * refuses to start and names every missing one, unless TATE_DEV_SECRETS=true explicitly opts in to fixed development
 * values (never set by `npm start`, `npm test` or CI, which make random ones: scripts/lib/secrets.mjs).
 * Server-only: imported as `@tate/contracts/secrets`, never from the package's main entry.
 */

import { CMS_SECRET_NAMES, WEB_SECRET_NAMES } from './secret-names';

// The names, in plain JavaScript so the start scripts can read them before anything is built.
export { CMS_OPTIONAL_SECRET_NAMES, CMS_SECRET_NAMES, WEB_OPTIONAL_SECRET_NAMES, WEB_SECRET_NAMES } from './secret-names';

export type CmsSecretName = (typeof CMS_SECRET_NAMES)[number];
export type WebSecretName = (typeof WEB_SECRET_NAMES)[number];

const APP_SECRET_NAMES = { CMS: CMS_SECRET_NAMES, web: WEB_SECRET_NAMES };
export type App = keyof typeof APP_SECRET_NAMES;
export type SecretName<A extends App> = (typeof APP_SECRET_NAMES)[A][number];

export type SecretsEnv = Readonly<Record<string, string | undefined>>;

export class MissingSecretsError extends Error {
  constructor(
    readonly app: App,
    readonly missing: readonly string[],
  ) {
    super(
      `The ${app} refuses to start without its secrets. Missing: ${missing.join(', ')}. ` +
        'Set each to a long random value (npm start generates them into .tmp/secrets.json), ' +
        'or set TATE_DEV_SECRETS=true to use fixed development values on a throwaway machine.',
    );
    this.name = 'MissingSecretsError';
  }
}

export function developmentSecretsAllowed(env: SecretsEnv = process.env): boolean {
  return env.TATE_DEV_SECRETS === 'true';
}

/** Throws one error naming every secret `app` is missing, unless development values were opted in to. */
export function assertSecrets(app: App, env: SecretsEnv = process.env): void {
  if (developmentSecretsAllowed(env)) return;
  const missing = APP_SECRET_NAMES[app].filter((name) => !env[name]);
  if (missing.length > 0) throw new MissingSecretsError(app, missing);
}

/**
 * The value of one of `app`'s secrets; without it, `assertSecrets` refuses, or under TATE_DEV_SECRETS=true its
 * development value, the same in both apps (so the CMS accepts what the web signs with CLIENT_ADDRESS_SECRET).
 */
export function readSecret<A extends App>(app: A, name: SecretName<A>, env: SecretsEnv = process.env): string {
  const value = env[name];
  if (value) return value;
  assertSecrets(app, env);
  return `tate-dev-${name.toLowerCase().replace(/_/g, '-')}`;
}
