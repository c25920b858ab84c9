import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopButton } from './ShopButton';

describe('ShopButton', () => {
  it('links to the shop an editor entered, in a new tab', () => {
    const html = renderToStaticMarkup(<ShopButton href="https://shop.example/tate" label="Buy Tate" />);
    expect(html).toContain('href="https://shop.example/tate"');
    expect(html).toContain('target="_blank"');
  });

  it.each([null, '', 'javascript:alert(document.cookie)', ' java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example'])(
    'renders nothing for the shop address %j',
    (href) => {
      expect(renderToStaticMarkup(<ShopButton href={href} label="Buy Tate" />)).toBe('');
    }
  );
});
