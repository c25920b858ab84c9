/**
 * The web's secrets: the names and the rule (refuse to start naming every missing one, unless TATE_DEV_SECRETS=true)
 * are `@tate/contracts/secrets` (CONTRACTS.md "Secrets"); these wrappers only fix the app.
 */
import { readSecret as readAppSecret, type SecretsEnv, type WebSecretName } from '@tate/contracts/secrets';

export type { WebSecretName } from '@tate/contracts/secrets';

/** A secret from the environment; its development value only under TATE_DEV_SECRETS=true. */
export function readSecret(name: WebSecretName, env: SecretsEnv = process.env): string {
  return readAppSecret('web', name, env);
}

/** SESSION_SECRET signs the session cookies. */
export function readSessionSecret(env: SecretsEnv = process.env): string {
  return readSecret('SESSION_SECRET', env);
}
