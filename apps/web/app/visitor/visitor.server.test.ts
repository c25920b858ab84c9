import { isSignedClaim, signClaim } from '@tate/contracts/signed-claim';
import { describe, expect, it } from 'vitest';
import { clientAddressHeaders, currentVisitor, runAsVisitor } from './visitor.server';

const secret = 'test-client-address-secret';

describe('signClaim', () => {
  it('is the signature the CMS verifies (@tate/contracts/signed-claim)', () => {
    expect(isSignedClaim('203.0.113.7', signClaim('203.0.113.7', secret), secret)).toBe(true);
    expect(isSignedClaim('203.0.113.7', signClaim('203.0.113.7', 'another-secret'), secret)).toBe(false);
  });
});

describe('clientAddressHeaders', () => {
  const env = { CLIENT_ADDRESS_SECRET: secret };

  it('names and signs the visitor of the current request', () => {
    const headers = runAsVisitor({ address: '198.51.100.4' }, () => clientAddressHeaders(undefined, env, 42));
    expect(headers).toEqual({
      'x-tate-client-address': '198.51.100.4',
      'x-tate-client-signature': signClaim('198.51.100.4', secret, 42),
    });
  });

  it('keeps each request to its own visitor across awaits', async () => {
    const seen = await Promise.all(
      ['192.0.2.1', '192.0.2.2'].map((address) =>
        runAsVisitor({ address }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return currentVisitor()?.address;
        }),
      ),
    );
    expect(seen).toEqual(['192.0.2.1', '192.0.2.2']);
  });

  it('sends nothing outside a visitor request', () => {
    expect(clientAddressHeaders(undefined, env)).toEqual({});
  });

  it('refuses to sign without the secret', () => {
    expect(() => clientAddressHeaders({ address: '192.0.2.1' }, {})).toThrow(/refuses to start without its secrets\. Missing: .*CLIENT_ADDRESS_SECRET/);
  });
});
