import { describe, expect, it } from 'vitest';
import { PARTNER_REFUSALS, partnerFrameClaim } from '@tate/contracts';
import { isSignedClaim } from '@tate/contracts/signed-claim';
import { framePass, frameRefusal, frameRequest } from './embed-frame.server';

const SCHOOL = 'https://maple-school.example';
const KEY = `tpk_${'m'.repeat(32)}`;
const ENV = { CLIENT_ADDRESS_SECRET: 'frame-pass-test-secret-of-enough-length-0123456789' };

function asked(headers: Record<string, string>) {
  return frameRequest(new Request('https://tate.example/embed/abc', { headers }));
}

describe('frameRequest', () => {
  it('is framed only when the browser says the page is loaded as an iframe, by the Referer origin when it says one', () => {
    expect(asked({ 'sec-fetch-dest': 'iframe', referer: `${SCHOOL}/quiet-time` })).toEqual({ framed: true, framer: SCHOOL });
    expect(asked({ 'sec-fetch-dest': 'iframe' })).toEqual({ framed: true, framer: null });
    expect(asked({ 'sec-fetch-dest': 'document', referer: `${SCHOOL}/` })).toEqual({ framed: false, framer: null });
    expect(asked({})).toEqual({ framed: false, framer: null });
  });
});

describe('frameRefusal', () => {
  const framed = { framed: true, framer: SCHOOL };
  it('names why the frame is refused before its lookup, with the refusal codes of the contracts', () => {
    expect(frameRefusal(null, null, framed)?.code).toBe('key-missing');
    expect(frameRefusal('tpk_short', null, framed)?.code).toBe('key-malformed');
    const limited = { refusal: { code: 'rate-limited' as const, message: PARTNER_REFUSALS['rate-limited'].message, retryAfter: 42 } };
    expect(frameRefusal(KEY, limited, framed)).toEqual(limited.refusal);
    expect(frameRefusal(KEY, { origins: [] }, framed)?.code).toBe('origin-not-allowed');
    expect(frameRefusal(KEY, { origins: ['https://other.example'] }, framed)).toEqual({ code: 'origin-not-allowed', message: PARTNER_REFUSALS['origin-not-allowed'].message });
  });

  it('lets the frame policy decide a page that sends no Referer, and admits an allowed one or a tab', () => {
    expect(frameRefusal(KEY, { origins: [SCHOOL] }, framed)).toBeNull();
    expect(frameRefusal(KEY, { origins: ['https://other.example'] }, { framed: true, framer: null })).toBeNull();
    expect(frameRefusal(KEY, { origins: ['https://other.example'] }, { framed: false, framer: null })).toBeNull();
  });
});

describe('framePass', () => {
  it("is the web's signed claim for the key and meditation in a frame, and none in a tab", () => {
    const now = Date.now();
    const pass = framePass({ framed: true, framer: SCHOOL }, KEY, 'abc', ENV, now);
    expect(pass && isSignedClaim(partnerFrameClaim(KEY, 'abc'), pass, ENV.CLIENT_ADDRESS_SECRET, now)).toBe(true);
    expect(pass && isSignedClaim(partnerFrameClaim(KEY, 'abd'), pass, ENV.CLIENT_ADDRESS_SECRET, now)).toBe(false);
    expect(framePass({ framed: false, framer: null }, KEY, 'abc', ENV, now)).toBeNull();
  });
});
