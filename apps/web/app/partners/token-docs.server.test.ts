import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PARTNER_SECRET_PATTERN } from '@tate/contracts';
import { TOKEN_VECTOR, tokenDocs } from './token-docs.server';

describe('the partner token docs', () => {
  it("give a test vector whose token is the secret's HS256 signature of its header and claims", () => {
    const { secret, header, claims, token } = TOKEN_VECTOR;
    expect(secret).toMatch(PARTNER_SECRET_PATTERN);
    const signed = `${Buffer.from(header).toString('base64url')}.${Buffer.from(claims).toString('base64url')}`;
    expect(token).toBe(`${signed}.${crypto.createHmac('sha256', secret).update(signed).digest('base64url')}`);
    const read: unknown = JSON.parse(claims);
    expect(read).toMatchObject({ sub: 'any', aud: 'tate-media', exp: 1798765200, iat: 1798761600 });
  });

  it('sign with HS256 for the audience in Node, Python and PHP', () => {
    const docs = tokenDocs();
    expect(docs.examples.map((example) => example.language)).toEqual(['Node', 'Python', 'PHP']);
    for (const { code } of docs.examples) {
      expect(code).toContain('HS256');
      expect(code).toMatch(/["']tate-media["']/);
    }
  });
});
