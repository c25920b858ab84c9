import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sharePage } from './script-hashes.server';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('sharePage', () => {
  it("allows the app's own inline scripts by the hash of their exact text, once each", () => {
    const html =
      '<head><script nonce="n1">window.__remixContext = {"x":1};</script></head>' +
      '<body><script type="module" nonce="n1">import "/assets/entry.js";</script>' +
      '<script nonce="n1">window.__remixContext = {"x":1};</script></body>';
    expect(sharePage(html, 'n1').scriptHashes).toEqual([sha('window.__remixContext = {"x":1};'), sha('import "/assets/entry.js";')]);
  });

  it('does not allow an inline script without the nonce, such as one that came in through content', () => {
    const html = '<script nonce="n1">app();</script><div><script>steal();</script></div><script nonce="guess">x();</script>';
    expect(sharePage(html, 'n1').scriptHashes).toEqual([sha('app();')]);
  });

  it('takes the nonce out of the page, so every visitor gets the same bytes', () => {
    const page = (nonce: string) => `<script nonce="${nonce}">a();</script><script src="/assets/a.js" nonce="${nonce}"></script>`;
    expect(sharePage(page('n1'), 'n1').html).toBe('<script>a();</script><script src="/assets/a.js"></script>');
    expect(sharePage(page('n2'), 'n2').html).toBe(sharePage(page('n1'), 'n1').html);
  });

  it('keeps multi-line scripts whole and leaves out empty and file scripts', () => {
    const html = '<script nonce="n">\n  a();\n  b();\n</script><script nonce="n"></script><script nonce="n" src="/b.js"></script>';
    expect(sharePage(html, 'n').scriptHashes).toEqual([sha('\n  a();\n  b();\n')]);
  });

  it('allows nothing when the page was rendered without a nonce', () => {
    expect(sharePage('<script>a();</script>', '').scriptHashes).toEqual([]);
  });
});
