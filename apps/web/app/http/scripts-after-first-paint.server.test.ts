import { describe, expect, it } from 'vitest';
import { sharePage } from '../security/script-hashes.server';
import { AFTER_PAINT_TYPE, STARTER, scriptsAfterFirstPaint } from './scripts-after-first-paint.server';

/** The end of a page as Remix's `<Scripts/>` renders it (React's attribute order). */
const page = (nonce: string) =>
  '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/shared-b.js"/>' +
  `<script nonce="${nonce}">window.__remixContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");</script>` +
  '</body></html>';

describe('scriptsAfterFirstPaint', () => {
  it('makes the module preloads and the module script inert and starts them from a script at the end of the body', () => {
    const html = scriptsAfterFirstPaint(page('n1'), 'n1');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link data-after-paint="modulepreload" href="/assets/entry.client-a.js"/>');
    expect(html).toContain('<link data-after-paint="modulepreload" href="/assets/shared-b.js"/>');
    expect(html).toContain(`<script nonce="n1" type="${AFTER_PAINT_TYPE}">import * as route0 from "/assets/root-c.js";`);
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html.endsWith(`<script nonce="n1">${STARTER}</script></body></html>`)).toBe(true);
    // The classic script with the context stays as it was.
    expect(html).toContain('<script nonce="n1">window.__remixContext = {};</script>');
  });

  it("leaves a page without Remix's module script as it is, and a module script with a file of its own", () => {
    const embed = '<html><body><script type="module" src="/sdk/tate.js"></script></body></html>';
    expect(scriptsAfterFirstPaint(embed, 'n1')).toBe(embed);
    const withEmbed = page('n1').replace('<main>', '<main><script type="module" src="/sdk/tate.js"></script>');
    const html = scriptsAfterFirstPaint(withEmbed, 'n1');
    expect(html).toContain('<script type="module" src="/sdk/tate.js"></script>');
    expect(html).toContain(`type="${AFTER_PAINT_TYPE}">import * as route0`);
  });

  it('keeps every inline script allowed on a shared page: the starter and the inert module script by their hashes', () => {
    const shared = sharePage(scriptsAfterFirstPaint(page('n1'), 'n1'), 'n1');
    expect(shared.html).not.toContain(' nonce="');
    expect(shared.scriptHashes).toHaveLength(3);
  });

  it('is a script the browser can parse', () => {
    expect(() => new Function(STARTER)).not.toThrow();
  });
});
