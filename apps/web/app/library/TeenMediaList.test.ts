import { describe, expect, it } from 'vitest';
import { teenAnchor, teenSectionHref } from './TeenMediaList';

const lists = [{ name: 'Teen Mindset', anchor: teenAnchor('Teen Mindset') }];

describe('teenSectionHref', () => {
  it('turns a library link to a teen category into its section on the teen page', () => {
    expect(teenAnchor('Teen Mindset')).toBe('teen-mindset');
    expect(teenSectionHref('/library#Teen Mindset', lists)).toBe('#teen-mindset');
    expect(teenSectionHref('/library#TeenMindset', lists)).toBe('#teen-mindset');
    expect(teenSectionHref('/library/#teen-mindset', lists)).toBe('#teen-mindset');
  });

  it('leaves other links alone', () => {
    expect(teenSectionHref('/library#sleep-stories', lists)).toBeNull();
    expect(teenSectionHref('/library', lists)).toBeNull();
    expect(teenSectionHref('/about#TeenMindset', lists)).toBeNull();
    expect(teenSectionHref('https://shop.example/library#TeenMindset', lists)).toBeNull();
  });
});
