import { describe, expect, it } from 'vitest';
import { readSessionSecret } from './secret.server';

describe('readSessionSecret', () => {
  it('uses SESSION_SECRET when set', () => {
    expect(readSessionSecret({ SESSION_SECRET: 's3cret', NODE_ENV: 'production' })).toBe('s3cret');
  });

  it('has a development default', () => {
    expect(readSessionSecret({ NODE_ENV: 'development' })).toEqual(expect.any(String));
  });

  it('refuses to run in production without it', () => {
    expect(() => readSessionSecret({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET must be set in production');
  });
});
