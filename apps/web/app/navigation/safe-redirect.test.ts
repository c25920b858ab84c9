import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/library?x=1', '/account/details', '/library?q=a%2Fb', '/faq#billing', '/'])('keeps the local path %s', (value) => {
    expect(safeRedirect(value)).toBe(value);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'library',
    'https://evil.example',
    'javascript:alert(1)',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/%2F/evil.example',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F/evil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    '/\u0000/evil.example',
    '/\u00a0/evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/./%2Fevil.example',
    '/a/%2e%2e//evil.example',
    '/.%2F/evil.example',
    '/%252e//evil.example',
    '/./\\evil.example',
  ])('falls back for %j', (value) => {
    expect(safeRedirect(value)).toBe('/home');
  });

  it('sends the path after removing dot segments', () => {
    expect(safeRedirect('/library/./a/../favourites?x=1')).toBe('/library/favourites?x=1');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/library')).toBe('/library');
  });
});
