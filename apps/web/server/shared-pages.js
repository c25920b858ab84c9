// @ts-check
import { Readable, pipeline } from 'node:stream';

/**
 * @typedef {{ status: number, headers: [string, string][], body: Buffer, gzipped: Buffer, brotli: Buffer | null, storedAt: number }} SharedPage
 */

/**
 * The address a request asked for, as the page cache and Remix read it.
 * @param {import('express').Request} req
 */
function pageUrl(req) {
  return new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
}

/**
 * What the page cache's key is made of (method, address, headers), read straight from Express: a cached page is
 * answered without building a Fetch API request.
 * @param {import('express').Request} req
 * @returns {{ method: string, url: string, headers: { get(name: string): string | null, has(name: string): boolean } }}
 */
export function pageRequestHead(req) {
  return {
    method: req.method,
    url: pageUrl(req).href,
    headers: { get: (name) => req.get(name) ?? null, has: (name) => req.get(name) !== undefined },
  };
}

/**
 * A GET as the Fetch API request Remix renders from (it carries no body), for the address `url`.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} url
 * @returns {Request}
 */
export function pageRequest(req, res, url) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const controller = new AbortController();
  // A visitor who leaves before the answer stops its render; an answered request aborts nothing.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url, { headers, signal: controller.signal });
}

/**
 * Sends a page from the rendered-page cache: its headers, an Age, 304 when the browser has it (If-None-Match), and
 * the body compressed once: in brotli when the browser takes it and the page's copy is made, else gzipped when it
 * takes gzip.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {SharedPage} page
 */
export function sendSharedPage(req, res, page) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('Age', String(Math.floor((Date.now() - page.storedAt) / 1000)));
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // The server's preference among what the browser takes, as for the built assets (browsers list gzip first).
  const brotli = page.brotli && req.acceptsEncodings('br') ? page.brotli : null;
  const gzipped = !brotli && req.acceptsEncodings('gzip', 'identity') === 'gzip' ? page.gzipped : null;
  if (brotli) res.setHeader('Content-Encoding', 'br');
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  const body = brotli ?? gzipped ?? page.body;
  res.setHeader('Content-Length', String(body.length));
  res.status(page.status).end(body);
}

/**
 * Sends a Fetch API response rendered for this request alone. Its body is piped with `pipeline`, which hands a stream
 * error to the callback: when the visitor leaves mid-answer (a media file they stop loading, a page they leave), the
 * render's signal aborts and the body errors with an AbortError; piped with `.pipe()`, that error had no listener and
 * stopped the whole server.
 * @param {import('express').Response} res
 * @param {Response} response
 * @param {(error: Error) => void} [log] how an error other than the visitor leaving is reported
 */
export function sendResponse(res, response, log = console.error) {
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  pipeline(Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (response.body)), res, (error) => {
    if (error && error.name !== 'AbortError' && !res.destroyed) log(error);
  });
}
