// @ts-check
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import { createRequestHandler as createFetchHandler } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { bodyLimit } from './body-limit.js';
import { builtAssets } from './built-assets.js';
import { canonicalHost } from './canonical-host.js';
import { demoPhotoFeed } from './demo-photo-feed.js';
import { contentSecurityPolicy, securityHeaders } from './headers.js';
import { hostHeaderCheck } from './host-header.js';
import { originCheck } from './origin-check.js';
import { publicFiles } from './public-files.js';
import { pageRequest, pageRequestHead, sendResponse, sendSharedPage } from './shared-pages.js';

/**
 * @typedef {import('@remix-run/node').ServerBuild} ServerBuild
 * @typedef {<T>(visitor: { address: string }, handle: () => T) => T} RunAsVisitor
 * @typedef {import('./shared-pages.js').SharedPage} SharedPage
 * @typedef {{ page: SharedPage, own: null } | { page: null, own: Response | null }} CachedAnswer
 * @typedef {{ answer(key: string, render: () => Promise<Response>): Promise<CachedAnswer>, peek(key: string): SharedPage | null }} RenderedPages
 * @typedef {{
 *   runAsVisitor?: RunAsVisitor,
 *   sharedPageKey?: (request: ReturnType<typeof pageRequestHead>) => Promise<{ key: string, url: string, asAsked: boolean } | null>,
 *   renderedPages?: () => RenderedPages | null,
 * }} EntryExports
 * @typedef {{
 *   build: ServerBuild,
 *   clientDir: string,
 *   cmsPublicUrl: string,
 *   fileOrigins?: string[],
 *   trustProxy: boolean | number | string,
 *   publicUrl?: string,
 *   canonicalRedirect?: boolean,
 *   log?: (line: string) => void,
 *   demoFeed?: { picturesDir: string, token: string, publicUrl?: string } | null,
 * }} AppOptions
 */

/**
 * TRUST_PROXY: how many proxy hops in front of the web to believe X-Forwarded-For from (a number), or which
 * addresses (`loopback`, a subnet list, as Express reads them). Unset: none, the socket's address is the visitor.
 * @param {string | undefined} value
 * @returns {boolean | number | string}
 */
export function readTrustProxy(value) {
  if (!value) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The visitor's address as Express reads it under the trust-proxy setting; an IPv4 address seen as IPv6 is
 * written as IPv4.
 * @param {import('express').Request} req
 */
export function visitorAddress(req) {
  const address = req.ip ?? req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * The web app's HTTP server: security headers, static files, body limits and the Origin check before Remix,
 * and each request run as its visitor so the CMS layer can name them to the CMS (CONTRACTS.md).
 * @param {AppOptions} options
 */
export function createApp({ build, clientDir, cmsPublicUrl, fileOrigins = [], trustProxy, publicUrl, canonicalRedirect = true, log = console.log, demoFeed = null }) {
  const { runAsVisitor, sharedPageKey, renderedPages } = /** @type {EntryExports} */ (build.entry.module);
  if (typeof runAsVisitor !== 'function') throw new Error('The web build does not export runAsVisitor from entry.server');
  if (typeof sharedPageKey !== 'function' || typeof renderedPages !== 'function') {
    throw new Error('The web build does not export sharedPageKey and renderedPages from entry.server');
  }

  const cmsOrigin = new URL(cmsPublicUrl).origin;
  const mediaSources = { cmsOrigin, fileOrigins };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

  // Method, path and status only: query strings (reset tokens, e-mail addresses) stay out of the logs.
  app.use((req, res, next) => {
    const started = performance.now();
    res.on('finish', () => log(`${req.method} ${req.path} ${res.statusCode} ${Math.round(performance.now() - started)} ms`));
    next();
  });
  app.use(securityHeaders(mediaSources));
  // The demo photo feed (TATE_DEMO_PHOTO_FEED), before the host checks: the About page's loader calls it on 127.0.0.1.
  if (demoFeed) app.use('/demo-photo-feed', demoPhotoFeed(demoFeed));
  app.use(hostHeaderCheck());
  app.use(canonicalHost({ publicUrl, enabled: canonicalRedirect }));
  // A kept anonymous page needs nothing further down (it is gzipped once and has no body to read): it goes at once.
  app.use((req, res, next) => {
    sendKeptPage(req, res).then((sent) => (sent ? undefined : next()), next);
  });
  app.use(compression());
  // Built assets, compressed by the build; other public files, cached for an hour.
  app.use('/assets', builtAssets(path.join(clientDir, 'assets')));
  app.use(publicFiles(clientDir));
  app.use(bodyLimit());
  app.use(originCheck({ publicUrl }));

  /**
   * @param {import('express').Response} res
   * @param {(csp: string) => void} [onSharedPolicy] where a public page's hash-based policy goes (else onto `res`)
   * @returns {import('@remix-run/node').AppLoadContext}
   */
  const loadContext = (res, onSharedPolicy = (csp) => res.setHeader('Content-Security-Policy', csp)) => ({
    cspNonce: String(res.locals.cspNonce),
    allowInlineScriptHashes: (hashes) => onSharedPolicy(contentSecurityPolicy(mediaSources, hashes.map((hash) => `'sha256-${hash}'`))),
    // The iframe player (/embed/<meditation>): the partner's allowed origins may frame this response, nobody else; its
    // video's captions are a blob: the page makes of the words (video.js fetches them).
    allowFramingBy: (origins) =>
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(mediaSources, [`'nonce-${res.locals.cspNonce}'`], origins.join(' '), ['blob:'])),
  });
  const handleRemix = createRequestHandler({ build, mode: 'production', getLoadContext: (_req, res) => loadContext(res) });
  const renderPage = createFetchHandler(build, 'production');

  /**
   * Renders `request` for the page cache: a public page carries its own policy (the hashes of its inline scripts).
   * @param {Request} request
   * @param {import('express').Response} res
   */
  async function renderShared(request, res) {
    let policy = '';
    const response = await renderPage(request, loadContext(res, (csp) => (policy = csp)));
    if (policy) response.headers.set('Content-Security-Policy', policy);
    return response;
  }

  /**
   * Answers an anonymous GET from the rendered-page cache when the page is kept there; false when it is not.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @returns {Promise<boolean>}
   */
  async function sendKeptPage(req, res) {
    const pages = renderedPages?.() ?? null;
    if (!pages || req.method !== 'GET') return false;
    const shared = await sharedPageKey?.(pageRequestHead(req));
    const page = shared ? pages.peek(shared.key) : null;
    if (!page) return false;
    sendSharedPage(req, res, page);
    return true;
  }

  /**
   * Anonymous GETs of pages come from the rendered-page cache (docs/decisions/2026-11-23-rendered-page-cache.md);
   * everything else is rendered by Remix for its request.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {import('express').NextFunction} next
   * @returns {Promise<void>}
   */
  async function servePage(req, res, next) {
    const pages = renderedPages?.() ?? null;
    if (!pages || req.method !== 'GET') return handleRemix(req, res, next);
    const shared = await sharedPageKey?.(pageRequestHead(req));
    if (!shared) return handleRemix(req, res, next);
    const { page, own } = await pages.answer(shared.key, () => renderShared(pageRequest(req, res, shared.url), res));
    if (page) return sendSharedPage(req, res, page);
    // A page that cannot be shared was rendered from the shared address: it is this request's answer only when the
    // request asked for nothing more.
    if (own && shared.asAsked) return sendResponse(res, own);
    await own?.body?.cancel();
    return handleRemix(req, res, next);
  }

  app.all('*', (req, res, next) => runAsVisitor({ address: visitorAddress(req) }, () => servePage(req, res, next).catch(next)));
  return app;
}
