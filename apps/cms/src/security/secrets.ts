/**
 * The CMS's secrets: the names and the rule (refuse to start naming every missing one, unless TATE_DEV_SECRETS=true)
 * are `@tate/contracts/secrets` (CONTRACTS.md "Secrets"); these wrappers only fix the app.
 */
import { assertSecrets as assertAppSecrets, readSecret as readAppSecret, type CmsSecretName, type SecretsEnv } from '@tate/contracts/secrets';

export { CMS_SECRET_NAMES, MissingSecretsError, type CmsSecretName } from '@tate/contracts/secrets';

/** Throws one error naming every missing secret, unless development values were opted in to. */
export function assertSecrets(env: SecretsEnv = process.env): void {
  assertAppSecrets('CMS', env);
}

/** The value of one secret; its development value only under TATE_DEV_SECRETS=true. */
export function readSecret(name: CmsSecretName, env: SecretsEnv = process.env): string {
  return readAppSecret('CMS', name, env);
}
