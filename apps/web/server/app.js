// @ts-check
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import { bodyLimit } from './body-limit.js';
import { contentSecurityPolicy, securityHeaders } from './headers.js';
import { originCheck } from './origin-check.js';

/**
 * @typedef {import('@remix-run/node').ServerBuild} ServerBuild
 * @typedef {<T>(visitor: { address: string }, handle: () => T) => T} RunAsVisitor
 * @typedef {{
 *   build: ServerBuild,
 *   clientDir: string,
 *   cmsPublicUrl: string,
 *   trustProxy: boolean | number | string,
 *   publicUrl?: string,
 *   log?: (line: string) => void,
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
export function createApp({ build, clientDir, cmsPublicUrl, trustProxy, publicUrl, log = console.log }) {
  const { runAsVisitor } = /** @type {{ runAsVisitor?: RunAsVisitor }} */ (build.entry.module);
  if (typeof runAsVisitor !== 'function') throw new Error('The web build does not export runAsVisitor from entry.server');

  const cmsOrigin = new URL(cmsPublicUrl).origin;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

  // Method, path and status only: query strings (reset tokens, e-mail addresses) stay out of the logs.
  app.use((req, res, next) => {
    const started = performance.now();
    res.on('finish', () => log(`${req.method} ${req.path} ${res.statusCode} ${Math.round(performance.now() - started)} ms`));
    next();
  });
  app.use(securityHeaders({ cmsPublicUrl }));
  app.use(compression());
  // Built assets have content hashes in their names: cached for a year. Other public files: an hour.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));
  app.use(bodyLimit());
  app.use(originCheck({ publicUrl }));

  const handleRemix = createRequestHandler({
    build,
    mode: 'production',
    getLoadContext: (_req, res) => ({
      cspNonce: String(res.locals.cspNonce),
      allowInlineScriptHashes: (hashes) =>
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(cmsOrigin, hashes.map((hash) => `'sha256-${hash}'`))),
    }),
  });
  app.all('*', (req, res, next) => runAsVisitor({ address: visitorAddress(req) }, () => handleRemix(req, res, next)));
  return app;
}
