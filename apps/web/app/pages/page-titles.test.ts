import { describe, expect, it } from 'vitest';
import { pageTitleFor, publicPages } from './page-titles';

describe('pageTitleFor', () => {
  it('finds the heading of a public page', () => {
    expect(pageTitleFor(publicPages, '/thank-you')).toBe('Thank You! For subscription');
  });

  it('gives null for a path outside the table', () => {
    expect(pageTitleFor(publicPages, '/nowhere')).toBeNull();
  });
});
