import crypto from 'node:crypto';
import { defineConfig } from 'vitest/config';

const randomSecret = () => crypto.randomBytes(32).toString('hex');

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{js,ts}'],
    environment: 'node',
    // The web refuses to run without its secrets: random ones per run, never a known value.
    env: { SESSION_SECRET: randomSecret(), CLIENT_ADDRESS_SECRET: randomSecret() },
  },
});
