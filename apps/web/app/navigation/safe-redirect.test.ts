import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a local path with its query', () => {
    expect(safeRedirect('/library?x=1')).toBe('/library?x=1');
  });

  it.each([undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example'])(
    'falls back for %s',
    (value) => {
      expect(safeRedirect(value)).toBe('/home');
    },
  );
});
