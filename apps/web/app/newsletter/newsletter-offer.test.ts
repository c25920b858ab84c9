import { describe, expect, it } from 'vitest';
import { countPageView, isExitIntent, isOfferedOn, takeOffer } from './newsletter-offer';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('when the newsletter pop-up is offered', () => {
  it('on the pages about Tate, never where a family chooses a plan, pays or signs up', () => {
    for (const path of ['/about', '/howitworks', '/faq/', '/tate', '/tate-for-teen', '/sample']) expect(isOfferedOn(path)).toBe(true);
    for (const path of ['/subscribe', '/retail', '/product/details', '/signup', '/payment', '/subscription', '/subscription-renewal', '/home', '/login', '/library']) {
      expect(isOfferedOn(path)).toBe(false);
    }
  });

  it('counts the pages of a visit and is offered once in it', () => {
    const storage = memoryStorage();
    expect([countPageView(storage), countPageView(storage)]).toEqual([1, 2]);
    expect(takeOffer(storage)).toBe(true);
    expect(takeOffer(storage)).toBe(false);
  });

  it('reads exit intent as the pointer leaving through the top of the window', () => {
    expect(isExitIntent({ clientY: -2, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 300, relatedTarget: null })).toBe(false);
  });
});
