import crypto from 'node:crypto';

const KEY_BYTES = 32;

function scrypt(pin: string, salt: string, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => crypto.scrypt(pin, salt, bytes, (error, key) => (error ? reject(error) : resolve(key))));
}

/**
 * A PIN's hash: Node's scrypt (a memory-hard key derivation built into the runtime) with a random salt, stored as
 * `scrypt:<salt>:<key>`. A PIN has few digits, so what keeps it is the gate's growing wait, not the hash alone.
 */
export async function hashPin(pin: string): Promise<string> {
  const salt = crypto.randomBytes(16).toString('base64url');
  const key = await scrypt(pin, salt, KEY_BYTES);
  return `scrypt:${salt}:${key.toString('base64url')}`;
}

/** Whether `pin` is the one `stored` was made from (compared in constant time). */
export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(pin, salt, expected.length);
  return crypto.timingSafeEqual(actual, expected);
}
