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

describe("the Node example (run as the docs page shows it, with the test vector's values)", () => {
  it("writes the vector's header and claims in the vector's order, so it signs the vector's token", async () => {
    const { secret, header, claims, token } = TOKEN_VECTOR;
    const vector = JSON.parse(claims) as { iss: string; sub: string; iat: number; exp: number; jti: string };
    const node = tokenDocs().examples.find((example) => example.language === 'Node');
    if (!node) throw new Error('no Node example');
    // jose's SignJWT as the example calls it: each claim is written when it is set, the times at "now" (here the
    // vector's), and the token is HS256 over the header and claims as JSON (jose 4 and 6 both sign the vector so).
    class SignJWT {
      private protectedHeader: unknown = null;
      constructor(private readonly payload: Record<string, unknown>) {}
      setProtectedHeader(value: unknown) { this.protectedHeader = value; return this; }
      setIssuer(value: string) { this.payload.iss = value; return this; }
      setSubject(value: string) { this.payload.sub = value; return this; }
      setAudience(value: string) { this.payload.aud = value; return this; }
      setIssuedAt() { this.payload.iat = vector.iat; return this; }
      setExpirationTime(value: string) { expect(value).toBe('10m'); this.payload.exp = vector.exp; return this; }
      setJti(value: string) { this.payload.jti = value; return this; }
      sign(key: Uint8Array) {
        const signed = `${Buffer.from(JSON.stringify(this.protectedHeader)).toString('base64url')}.${Buffer.from(JSON.stringify(this.payload)).toString('base64url')}`;
        return Promise.resolve(`${signed}.${crypto.createHmac('sha256', key).update(signed).digest('base64url')}`);
      }
    }
    const body = node.code.replace(/^import .*$/m, '').replace("'tpk_your_key'", JSON.stringify(vector.iss));
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<string>;
    const run = new AsyncFunction('SignJWT', 'process', 'crypto', 'mediaId', `${body}\nreturn token;`);
    const signed = await run(SignJWT, { env: { TATE_SIGNING_SECRET: secret } }, { randomUUID: () => vector.jti }, vector.sub);
    expect(signed.split('.')[0]).toBe(Buffer.from(header).toString('base64url'));
    expect(signed).toBe(token);
  });
});
