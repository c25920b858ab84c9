import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it("ends a page's own name with the site's", () => {
    expect(pageTitle('Meditations library')).toBe('Meditations library | Tate Web');
  });
});
