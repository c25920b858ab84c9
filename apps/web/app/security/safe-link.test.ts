import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './safe-link';

describe('safeLinkHref', () => {
  it.each([
    ['https://apps.apple.com/app/tate', 'https://apps.apple.com/app/tate'],
    ['http://example.com/a?b=1', 'http://example.com/a?b=1'],
    ['mailto:hello@tate.example', 'mailto:hello@tate.example'],
    ['tel:+441234567', 'tel:+441234567'],
    ['/library', '/library'],
  ])('keeps %s', (value, expected) => {
    expect(safeLinkHref(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    'not a link',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeLinkHref(value)).toBeNull();
  });
});
