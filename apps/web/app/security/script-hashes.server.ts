import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The base64 SHA-256 of every inline script of a page, as a Content-Security-Policy 'sha256-…' source wants. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || content === '') continue;
    hashes.add(createHash('sha256').update(content, 'utf8').digest('base64'));
  }
  return [...hashes];
}
