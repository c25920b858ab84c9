import fs from 'node:fs';
import type { Context } from 'koa';

export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110, single range):
 * - a satisfiable range gives { start, end } (inclusive, end clamped to the last byte);
 * - 'unsatisfiable' when it starts past the end (or is an empty suffix / empty file);
 * - null when there is no usable range (absent, malformed, not bytes, several ranges): serve it all.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffixLength), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

export type ServeFileOptions = {
  /** Cache-Control value; public by default, pass a private one for paid media. */
  cacheControl?: string;
};

function entityTag(stats: fs.Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

function matchesEntityTag(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * Answers a GET or HEAD for a file on disk with byte-range support so players can seek and resume:
 * 200 with the whole file, 206 with `Content-Range` for one range, 416 for a range past the end,
 * 304 when `If-None-Match` holds the current ETag. `If-Range` with another ETag or date gets the whole file.
 * Returns false (touching nothing) when the path is not a readable file.
 */
export async function serveFileWithRanges(ctx: Context, absolutePath: string, options: ServeFileOptions = {}): Promise<boolean> {
  let stats: fs.Stats;
  try {
    stats = await fs.promises.stat(absolutePath);
  } catch {
    return false;
  }
  if (!stats.isFile()) return false;

  const tag = entityTag(stats);
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('ETag', tag);
  ctx.set('Last-Modified', stats.mtime.toUTCString());
  ctx.set('Cache-Control', options.cacheControl ?? 'public, max-age=86400');
  ctx.type = absolutePath.slice(absolutePath.lastIndexOf('.'));

  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch && matchesEntityTag(ifNoneMatch, tag)) {
    ctx.status = 304;
    return true;
  }

  const ifRange = ctx.get('If-Range');
  const rangeAllowed = !ifRange || ifRange === tag || ifRange === stats.mtime.toUTCString();
  const range = rangeAllowed ? parseByteRange(ctx.get('Range') || undefined, stats.size) : null;

  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${stats.size}`);
    ctx.body = '';
    return true;
  }

  const { start, end } = range ?? { start: 0, end: stats.size - 1 };
  ctx.status = range ? 206 : 200;
  if (range) ctx.set('Content-Range', `bytes ${start}-${end}/${stats.size}`);
  ctx.body = stats.size === 0 ? '' : fs.createReadStream(absolutePath, { start, end });
  ctx.length = stats.size === 0 ? 0 : end - start + 1;
  return true;
}
