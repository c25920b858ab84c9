import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAddressHeaders, currentVisitor, runAsVisitor, signVisitorClaim } from './visitor.server';

const secret = 'test-client-address-secret';

describe('signVisitorClaim', () => {
  it('is "<t>.<hex HMAC-SHA256(secret, "<t>.<address>")>" as the contract says', () => {
    const expected = crypto.createHmac('sha256', secret).update('1700000000000.203.0.113.7').digest('hex');
    expect(signVisitorClaim('203.0.113.7', secret, 1_700_000_000_000)).toBe(`1700000000000.${expected}`);
  });

  it('differs for another address, time or secret', () => {
    const base = signVisitorClaim('203.0.113.7', secret, 1);
    expect(signVisitorClaim('203.0.113.8', secret, 1)).not.toBe(base);
    expect(signVisitorClaim('203.0.113.7', secret, 2).split('.')[1]).not.toBe(base.split('.')[1]);
    expect(signVisitorClaim('203.0.113.7', 'another-secret', 1)).not.toBe(base);
  });
});

describe('clientAddressHeaders', () => {
  const env = { CLIENT_ADDRESS_SECRET: secret };

  it('names and signs the visitor of the current request', () => {
    const headers = runAsVisitor({ address: '198.51.100.4' }, () => clientAddressHeaders(undefined, env, 42));
    expect(headers).toEqual({
      'x-tate-client-address': '198.51.100.4',
      'x-tate-client-signature': signVisitorClaim('198.51.100.4', secret, 42),
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
    expect(() => clientAddressHeaders({ address: '192.0.2.1' }, {})).toThrow('CLIENT_ADDRESS_SECRET is not set');
  });
});
