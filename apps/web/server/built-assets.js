// @ts-check
import expressStaticGzip from 'express-static-gzip';

/**
 * The build's assets (`clientDir/assets`): content-hashed names, so cached for a year. A script or stylesheet goes as
 * the build compressed it, brotli at its best quality (or gzip for a browser without brotli): about 14 % fewer bytes
 * than brotli's per-request level, and no compressing per request (vite.config.ts,
 * docs/decisions/2026-11-30-assets-compressed-at-build.md). The list of compressed files is read once at start.
 * @param {string} assetsDir
 * @returns {import('express').RequestHandler}
 */
export function builtAssets(assetsDir) {
  return expressStaticGzip(assetsDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false },
  });
}
