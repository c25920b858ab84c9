// @ts-check
import fs from 'node:fs';
import express from 'express';

/**
 * The site's own public files at the top of `clientDir` (the favicon, the media placeholder), cached for an hour.
 * The list is read once at start: a page's path never reaches the disk (a `stat` per page request was a sixth of
 * the CPU a page from the rendered-page cache cost, bench/results/web.md).
 * @param {string} clientDir
 * @returns {import('express').RequestHandler}
 */
export function publicFiles(clientDir) {
  const files = new Set(
    fs
      .readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(clientDir, { maxAge: '1h', index: false });
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}
