// @ts-check
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspNonce, readFileOrigins } from './headers.js';

describe('cspNonce', () => {
  it('gives 16 random bytes in base64, never the same twice, across many refills of its pool', () => {
    const nonces = Array.from({ length: 2000 }, () => cspNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('the file store in the Content-Security-Policy', () => {
  it("lets pages load images and media from the CMS and the store's addresses, and nothing else", () => {
    const policy = contentSecurityPolicy(
      { cmsOrigin: 'https://cms.example', fileOrigins: readFileOrigins('https://files.example/tate-public/, https://cdn.example') },
      ["'nonce-x'"],
    );
    expect(policy).toContain("img-src 'self' data: blob: https://cms.example https://files.example https://cdn.example https://*.cdninstagram.com https://*.fbcdn.net;");
    expect(policy).toContain("media-src 'self' blob: https://cms.example https://files.example https://cdn.example;");
    expect(policy).toContain("connect-src 'self' https://cms.example;");
  });

  it('refuses an address that is not http(s), naming it', () => {
    expect(() => readFileOrigins('ftp://files.example')).toThrow('MEDIA_ORIGINS: ftp://files.example is not an http(s) address');
    expect(readFileOrigins(undefined)).toEqual([]);
  });
});
