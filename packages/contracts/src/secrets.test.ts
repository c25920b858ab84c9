import { describe, expect, it } from 'vitest';
import * as index from './index';
import * as scripts from '../../../scripts/lib/secrets.mjs';
import {
  assertSecrets,
  CMS_OPTIONAL_SECRET_NAMES,
  CMS_SECRET_NAMES,
  MissingSecretsError,
  readSecret,
  WEB_OPTIONAL_SECRET_NAMES,
  WEB_SECRET_NAMES,
} from './secrets';

const sorted = (names: readonly string[]) => [...new Set(names)].sort();

describe('secrets', () => {
  it('reads a secret that is set', () => {
    expect(readSecret('CMS', 'JWT_SECRET', { JWT_SECRET: 's3cret' })).toBe('s3cret');
    expect(readSecret('web', 'SESSION_SECRET', { SESSION_SECRET: 's3cret', NODE_ENV: 'production' })).toBe('s3cret');
  });

  it("refuses without one, naming every secret the app is missing and how to fix it, in development too", () => {
    expect(() => readSecret('web', 'SESSION_SECRET', { NODE_ENV: 'development', CLIENT_ADDRESS_SECRET: 'set' })).toThrow(
      'The web refuses to start without its secrets. Missing: SESSION_SECRET. Set each to a long random value',
    );
    expect(() => readSecret('web', 'CLIENT_ADDRESS_SECRET', {})).toThrow('Missing: SESSION_SECRET, CLIENT_ADDRESS_SECRET.');
    expect(() => assertSecrets('CMS', { JWT_SECRET: 'set' })).toThrow(
      `The CMS refuses to start without its secrets. Missing: ${CMS_SECRET_NAMES.filter((name) => name !== 'JWT_SECRET').join(', ')}.`,
    );
    expect(() => assertSecrets('CMS', {})).toThrow(MissingSecretsError);
    expect(() => assertSecrets('CMS', {})).toThrow('or set TATE_DEV_SECRETS=true');
  });

  it('falls back to development values only when TATE_DEV_SECRETS=true opts in, the same in both apps', () => {
    const dev = { TATE_DEV_SECRETS: 'true' };
    expect(readSecret('CMS', 'CLIENT_ADDRESS_SECRET', dev)).toBe(readSecret('web', 'CLIENT_ADDRESS_SECRET', dev));
    expect(readSecret('CMS', 'MEDIA_URL_SECRET', dev)).toBe('tate-dev-media-url-secret');
    expect(() => assertSecrets('web', dev)).not.toThrow();
    expect(() => readSecret('web', 'SESSION_SECRET', { TATE_DEV_SECRETS: '1' })).toThrow('Missing: SESSION_SECRET');
  });

  it('the scripts hand each app exactly its secrets and optional values', () => {
    expect(sorted(scripts.CMS_SECRET_NAMES)).toEqual(sorted([...CMS_SECRET_NAMES, ...CMS_OPTIONAL_SECRET_NAMES]));
    expect(sorted(scripts.WEB_SECRET_NAMES)).toEqual(sorted([...WEB_SECRET_NAMES, ...WEB_OPTIONAL_SECRET_NAMES]));
  });

  it('stays out of the main entry, which browser bundles import', () => {
    expect(Object.keys(index)).not.toContain('readSecret');
  });
});
