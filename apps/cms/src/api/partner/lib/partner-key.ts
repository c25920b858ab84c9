import crypto from 'node:crypto';
import { PARTNER_KEY_PATTERN } from '@tate/contracts';

/** A new public key for a partner: `tpk_` and 24 random bytes in base64url (the contracts' format). */
export function newPartnerKey(): string {
  const key = `tpk_${crypto.randomBytes(24).toString('base64url')}`;
  if (!PARTNER_KEY_PATTERN.test(key)) throw new Error('A generated partner key does not match the key format.');
  return key;
}
