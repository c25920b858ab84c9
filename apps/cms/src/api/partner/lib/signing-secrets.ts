import crypto from 'node:crypto';
import { z } from 'zod';
import { PARTNER_SECRET_PATTERN } from '@tate/contracts';

/** At most this many secrets verify a partner's tokens: the newest and the one before it (during a rotation). */
export const VALID_SECRETS = 2;

/** One stored secret: encrypted (AES-256-GCM with a key derived from ENCRYPTION_KEY), with when it was made. */
const storedSecret = z.object({ iv: z.string(), tag: z.string(), data: z.string(), createdAt: z.string() });
export const storedSecrets = z.array(storedSecret).catch([]);
export type StoredSecret = z.infer<typeof storedSecret>;

/** The key that encrypts partners' signing secrets, derived from the CMS's ENCRYPTION_KEY (a required secret). */
function encryptionKey(): Buffer {
  const secret = process.env.ENCRYPTION_KEY;
  if (!secret) throw new Error('ENCRYPTION_KEY is not set: partners\' signing secrets cannot be kept.');
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'tate-partner-signing-secrets', 'aes-256-gcm', 32));
}

/** A new signing secret: `tss_` and 32 random bytes in base64url (the contracts' format). */
export function newSigningSecret(): string {
  const secret = `tss_${crypto.randomBytes(32).toString('base64url')}`;
  if (!PARTNER_SECRET_PATTERN.test(secret)) throw new Error('A generated signing secret does not match the secret format.');
  return secret;
}

export function encryptSecret(secret: string, now = new Date()): StoredSecret {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url'), createdAt: now.toISOString() };
}

/** The secret in the clear, or null when it cannot be read (another ENCRYPTION_KEY, a damaged value). */
export function decryptSecret(stored: StoredSecret): string | null {
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(stored.iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(stored.tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(stored.data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The secrets after a rotation: the new one first, the newest old one kept (two valid), older ones dropped. */
export function rotated(current: StoredSecret[], secret: string, now = new Date()): StoredSecret[] {
  return [encryptSecret(secret, now), ...current].slice(0, VALID_SECRETS);
}
