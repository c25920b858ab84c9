import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** A page a cache may hand to many visitors, and the 'sha256-…' sources its Content-Security-Policy allows. */
export type SharedPage = { html: string; scriptHashes: string[] };

/**
 * Turns a page rendered with this response's nonce into one any visitor may get: the app's own inline scripts (those
 * that carry the nonce) lose it and are allowed by the base64 SHA-256 of their text instead. An inline script without
 * the nonce (one that came in through content, not through the app) is not allowed, so the browser will not run it.
 */
export function sharePage(html: string, nonce: string): SharedPage {
  const nonceAttribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const shared = html.replace(INLINE_SCRIPT, (script, attributes: string, content: string) => {
    if (nonce === '' || !attributes.includes(nonceAttribute)) return script;
    if (!/\bsrc\s*=/.test(attributes) && content !== '') hashes.add(createHash('sha256').update(content, 'utf8').digest('base64'));
    return `<script${attributes.replace(nonceAttribute, '')}>${content}</script>`;
  });
  return { html: shared, scriptHashes: [...hashes] };
}
