/**
 * Reads a secret from the environment. Outside production a fixed development value is used
 * so `npm start` works on a bare machine; in production a missing secret stops the boot.
 */
export function configSecret(name: string, value: string | undefined, developmentValue: string): string {
  if (value) return value;
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`${name} must be set in production`);
  }
  return developmentValue;
}
