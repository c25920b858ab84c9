import { describe, expect, it } from 'vitest';
import { layoutVisibility } from './visibility';

describe('layoutVisibility', () => {
  it.each(['/login', '/signup'])('shows the header but hides the footer on %s', (path) => {
    expect(layoutVisibility(path)).toEqual({ header: true, footer: false, newsletter: false, restoresScroll: true });
  });

  it.each(['/subscription', '/thank-you'])('hides header and footer on %s', (path) => {
    expect(layoutVisibility(path)).toEqual({ header: false, footer: false, newsletter: false, restoresScroll: true });
  });

  it('leaves the iframe player bare, without scroll restoration (its storage may be denied in a partner page)', () => {
    expect(layoutVisibility('/embed/calm-sea')).toEqual({ header: false, footer: false, newsletter: false, restoresScroll: false });
  });

  it.each(['/welcome', '/welcome-details'])('shows the footer without the newsletter block on %s', (path) => {
    expect(layoutVisibility(path)).toEqual({ header: true, footer: true, newsletter: false, restoresScroll: true });
  });

  it.each(['/', '/home', '/library', '/about', '/subscription-renewal', '/library/details', '/welcome-media'])(
    'shows everything on %s',
    (path) => {
      expect(layoutVisibility(path)).toEqual({ header: true, footer: true, newsletter: true, restoresScroll: true });
    },
  );

  it('ignores a trailing slash and letter case', () => {
    expect(layoutVisibility('/Thank-You/')).toEqual({ header: false, footer: false, newsletter: false, restoresScroll: true });
    expect(layoutVisibility('/LOGIN')).toEqual({ header: true, footer: false, newsletter: false, restoresScroll: true });
  });
});
