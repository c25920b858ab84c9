import type { ShouldRevalidateFunctionArgs } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { skipSmallChanges } from './revalidation';

const args = (overrides: Partial<ShouldRevalidateFunctionArgs>): ShouldRevalidateFunctionArgs => ({
  currentUrl: new URL('http://tate.test/library'),
  currentParams: {},
  nextUrl: new URL('http://tate.test/library?search=moon'),
  nextParams: {},
  defaultShouldRevalidate: true,
  ...overrides,
});

describe('revalidation after small changes', () => {
  it('skips the root after a favourite toggle or a history save', () => {
    const favourite = args({ formMethod: 'POST', formAction: '/player/favourite' });
    expect(skipSmallChanges(favourite, { readsQuery: false })).toBe(false);
    expect(skipSmallChanges(favourite, { readsQuery: true })).toBe(false);
  });

  it('skips the page after closing a pop-up (its answer is a cookie no loader reads)', () => {
    for (const formAction of ['/newsletter-popup', '/trial-popup']) {
      expect(skipSmallChanges(args({ formMethod: 'POST', formAction }), { readsQuery: true })).toBe(false);
    }
  });

  it('keeps revalidating after account actions (login, logout, child changes)', () => {
    expect(skipSmallChanges(args({ formMethod: 'POST', formAction: '/logout' }), { readsQuery: false })).toBe(true);
  });

  it('skips a loader that ignores the query string when only the query string changed', () => {
    expect(skipSmallChanges(args({}), { readsQuery: false })).toBe(false);
    expect(skipSmallChanges(args({}), { readsQuery: true })).toBe(true);
  });

  it('follows the default when the page changes', () => {
    const other = args({ nextUrl: new URL('http://tate.test/favourites'), defaultShouldRevalidate: false });
    expect(skipSmallChanges(other, { readsQuery: false })).toBe(false);
  });
});
