import { describe, expect, it } from 'vitest';
import { readSecret, readSessionSecret } from './secret.server';

describe('readSessionSecret', () => {
  it('uses SESSION_SECRET when set', () => {
    expect(readSessionSecret({ SESSION_SECRET: 's3cret', NODE_ENV: 'production' })).toBe('s3cret');
  });

  it('refuses to start without it, in development too, naming it and how to fix it', () => {
    const others = { CLIENT_ADDRESS_SECRET: 'set' };
    expect(() => readSessionSecret({ ...others, NODE_ENV: 'development' })).toThrow(
      'The web refuses to start without its secrets. Missing: SESSION_SECRET. Set each to a long random value',
    );
    expect(() => readSessionSecret({ ...others, NODE_ENV: 'production' })).toThrow('Missing: SESSION_SECRET.');
  });

  it('falls back to a development value only when TATE_DEV_SECRETS=true opts in', () => {
    expect(readSessionSecret({ TATE_DEV_SECRETS: 'true' })).toEqual(expect.any(String));
    expect(() => readSessionSecret({ TATE_DEV_SECRETS: '1' })).toThrow('Missing: SESSION_SECRET');
  });
});

describe('readSecret', () => {
  it('names every missing secret of the web', () => {
    expect(() => readSecret('CLIENT_ADDRESS_SECRET', {})).toThrow('Missing: SESSION_SECRET, CLIENT_ADDRESS_SECRET.');
  });
});
