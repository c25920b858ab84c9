/** The web's secrets (CONTRACTS.md "Secrets"): each must be set, never a known value. */
export type WebSecretName = 'SESSION_SECRET' | 'CLIENT_ADDRESS_SECRET';

/**
 * A secret from the environment. Missing, the web refuses to start with a clear message, unless
 * TATE_DEV_SECRETS=true explicitly opts in to a fixed development value (never set by npm start, npm test or CI).
 */
export function readSecret(name: WebSecretName, env: Record<string, string | undefined> = process.env): string {
  const secret = env[name];
  if (secret) return secret;
  if (env.TATE_DEV_SECRETS === 'true') return `tate-web-development-${name.toLowerCase()}`;
  throw new Error(
    `${name} is not set. Set it to a long random value (npm start makes one in .tmp/secrets.json), ` +
      'or set TATE_DEV_SECRETS=true to use a fixed development value on a throwaway machine.',
  );
}

/** SESSION_SECRET signs the session cookies. */
export function readSessionSecret(env: Record<string, string | undefined> = process.env): string {
  return readSecret('SESSION_SECRET', env);
}
