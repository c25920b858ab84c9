import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes.server';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, once', () => {
    const html =
      '<head><script nonce="a">window.__remixContext = {"x":1};</script></head>' +
      '<body><script type="module" nonce="a">import "/assets/entry.js";</script>' +
      '<script nonce="b">window.__remixContext = {"x":1};</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.__remixContext = {"x":1};'), sha('import "/assets/entry.js";')]);
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    expect(inlineScriptHashes('<script src="/assets/a.js"></script><script type="module" src="/b.js"></script><script></script>')).toEqual([]);
  });

  it('keeps multi-line scripts whole', () => {
    expect(inlineScriptHashes('<script>\n  a();\n  b();\n</script>')).toEqual([sha('\n  a();\n  b();\n')]);
  });
});
