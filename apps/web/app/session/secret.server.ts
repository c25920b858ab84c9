const DEVELOPMENT_SECRET = 'tate-web-development-session-secret';

/** SESSION_SECRET signs the cookies; production refuses to start without it. */
export function readSessionSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.SESSION_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET must be set in production');
  }
  return DEVELOPMENT_SECRET;
}
