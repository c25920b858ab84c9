/**
 * The CMS's secrets (CONTRACTS.md "Secrets"). None has a known value: a start without them refuses to
 * boot and names every missing one, unless TATE_DEV_SECRETS=true explicitly opts in to fixed development
 * values (never set by `npm start`, `npm test` or CI, which generate random ones).
 */
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
] as const;

export type CmsSecretName = (typeof CMS_SECRET_NAMES)[number];

export class MissingSecretsError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `The CMS refuses to start without its secrets. Missing: ${missing.join(', ')}. ` +
        'Set each to a long random value (npm start generates them into .tmp/secrets.json), ' +
        'or set TATE_DEV_SECRETS=true to use fixed development values on a throwaway machine.'
    );
    this.name = 'MissingSecretsError';
  }
}

export function developmentSecretsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TATE_DEV_SECRETS === 'true';
}

/** Throws one error naming every missing secret, unless development fallbacks were opted in to. */
export function assertSecrets(env: NodeJS.ProcessEnv = process.env): void {
  if (developmentSecretsAllowed(env)) return;
  const missing = CMS_SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length > 0) throw new MissingSecretsError(missing);
}

/** The value of one secret; its development value only under TATE_DEV_SECRETS=true. */
export function readSecret(name: CmsSecretName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (value) return value;
  assertSecrets(env);
  return `tate-dev-${name.toLowerCase().replace(/_/g, '-')}`;
}
