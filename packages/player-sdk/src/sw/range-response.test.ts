// @vitest-environment node
// A service worker has no DOM: its Blob, Request and Response are one realm's. Under jsdom, Node 24's Response
// (undici 7) refuses jsdom's Blob as a body (undici 6 on Node 20 took it), so these run in Node's environment.
import { describe, expect, it } from 'vitest';
import { parseRange, rangeResponse } from './range-response';

describe('parseRange', () => {
  it.each([
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=100-199', { start: 100, end: 199 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=1000-', null],
    ['bytes=200-100', null],
    ['items=0-1', null],
  ])('%s', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('rangeResponse', () => {
  const cached = () =>
    new Response(new Uint8Array(Array.from({ length: 100 }, (_, index) => index)), {
      headers: { 'content-type': 'audio/wav' },
    });
  const request = (range?: string) => new Request('https://media.example.test/a.wav', { headers: range ? { range } : {} });

  it('answers a range with 206 and exactly those bytes', async () => {
    const response = await rangeResponse(request('bytes=10-19'), cached());

    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 10-19/100');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('answers without a range with the whole file', async () => {
    const response = await rangeResponse(request(), cached());

    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers an impossible range with 416', async () => {
    const response = await rangeResponse(request('bytes=500-'), cached());

    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */100');
  });
});
