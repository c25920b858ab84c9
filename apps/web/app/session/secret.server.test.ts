import { describe, expect, it } from 'vitest';
import { readSecret, readSessionSecret } from './secret.server';

describe('readSessionSecret', () => {
  it('uses SESSION_SECRET when set', () => {
    expect(readSessionSecret({ SESSION_SECRET: 's3cret', NODE_ENV: 'production' })).toBe('s3cret');
  });

  it('refuses to start without it, in development too', () => {
    expect(() => readSessionSecret({ NODE_ENV: 'development' })).toThrow('SESSION_SECRET is not set');
    expect(() => readSessionSecret({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET is not set');
  });

  it('falls back to a development value only when TATE_DEV_SECRETS=true opts in', () => {
    expect(readSessionSecret({ TATE_DEV_SECRETS: 'true' })).toEqual(expect.any(String));
    expect(() => readSessionSecret({ TATE_DEV_SECRETS: '1' })).toThrow('SESSION_SECRET is not set');
  });
});

describe('readSecret', () => {
  it('names the missing secret', () => {
    expect(() => readSecret('CLIENT_ADDRESS_SECRET', {})).toThrow('CLIENT_ADDRESS_SECRET is not set');
  });
});
