import { describe, expect, it } from 'vitest';
import { hasReadFarEnough, isOfferedOn, takeOffer } from './newsletter-offer';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('when the newsletter slides in', () => {
  it('on the pages about Tate, never on How it works nor where a family chooses a plan, pays, shops or signs up', () => {
    for (const path of ['/about', '/faq/', '/tate', '/tate-for-teen', '/sample']) expect(isOfferedOn(path)).toBe(true);
    for (const path of ['/howitworks', '/subscribe', '/retail', '/product/details', '/signup', '/payment', '/subscription', '/subscription-renewal', '/home', '/login', '/library']) {
      expect(isOfferedOn(path)).toBe(false);
    }
  });

  it('once the visitor has scrolled a third of the page, never on a page too short to scroll', () => {
    const page = { viewportHeight: 800, pageHeight: 2_000 };
    expect(hasReadFarEnough({ ...page, scrollY: 0 })).toBe(false);
    expect(hasReadFarEnough({ ...page, scrollY: 399 })).toBe(false);
    expect(hasReadFarEnough({ ...page, scrollY: 400 })).toBe(true);
    expect(hasReadFarEnough({ scrollY: 0, viewportHeight: 800, pageHeight: 800 })).toBe(false);
  });

  it('is offered once a visit', () => {
    const storage = memoryStorage();
    expect(takeOffer(storage)).toBe(true);
    expect(takeOffer(storage)).toBe(false);
  });
});
