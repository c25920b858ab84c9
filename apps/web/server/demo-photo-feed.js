// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';

// The demo photo feed: a local stand-in for the Instagram API with Instagram Login (graph.instagram.com), for `npm start`
// and the journeys, as the CMS's demo checkout stands in for Stripe. Mounted only when TATE_DEMO_PHOTO_FEED is true
// (never in production); the About page reads it through the same client as the real service
// (app/marketing/photo-feed.server.ts, docs/decisions/2026-11-29-about-photo-feed.md).

/** The demo's own pictures (the catalogue's covers), one post each. */
const DEMO_POSTS = [
  ['goodnight-little-stars', 'Goodnight, Little Stars: Tate says goodnight to every star in the sky.'],
  ['the-sleepy-cloud-boat', 'All aboard the Sleepy Cloud Boat.'],
  ['breathe-like-a-puppy', 'Breathe like a puppy: in through the nose, out with a sigh.'],
  ['dancing-leaves', 'Dancing leaves on a windy afternoon.'],
  ['rocket-to-the-moon', 'Counting down to the moon.'],
  ['under-the-sea-with-tate', 'Under the sea with Tate.'],
  ['the-magic-garden', 'A walk in the magic garden.'],
  ['blanket-fort-dreams', 'Blanket fort dreams.'],
  ['the-quiet-forest', 'Listening to the quiet forest.'],
  ['counting-fireflies', 'Counting fireflies before bed.'],
];

/** The Graph API's error for a token it cannot read (code 190), as the real service answers it. */
const BAD_TOKEN = { error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 } };

/**
 * The demo feed's routes, under the address they are mounted at (`/demo-photo-feed`):
 * - `GET /me/media?fields=…&limit=…&access_token=…`: the demo posts in the Graph API's shape (`data`, `paging`),
 *   only the fields asked for, refused without the demo's token;
 * - `GET /media/{name}.jpg`: a post's picture; `GET /p/{id}`: a post's page (its permalink);
 * - `GET /failing/me/media`: the service failing (a 500 with the Graph API's error), for the journey that checks the
 *   About page hides the section.
 * Its pictures' and posts' addresses are on the site's public address (WEB_PUBLIC_URL) when it has one: the page's
 * server reads the feed on 127.0.0.1, and the browser must load them from the site's own origin (its CSP's 'self').
 * @param {{ picturesDir: string, token: string, publicUrl?: string }} options
 * @returns {import('express').Router}
 */
export function demoPhotoFeed({ picturesDir, token, publicUrl }) {
  const router = express.Router();
  const posts = DEMO_POSTS.filter(([name]) => fs.existsSync(path.join(picturesDir, `${name}.jpg`)));

  router.get('/me/media', (req, res) => {
    if (req.query.access_token !== token) {
      res.status(400).json(BAD_TOKEN);
      return;
    }
    const origin = `${publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.get('host')}`}${req.baseUrl}`;
    const fields = String(req.query.fields ?? 'id').split(',');
    const limit = Math.min(Math.max(Number(req.query.limit) || 25, 1), 100);
    const after = Number(req.query.after ?? 0) || 0;
    const page = posts.slice(after, after + limit);
    const data = page.map(([name, caption], index) => {
      const id = `demo-${after + index + 1}`;
      const all = new Map([
        ['id', id],
        ['media_type', 'IMAGE'],
        ['media_url', `${origin}/media/${name}.jpg`],
        ['permalink', `${origin}/p/${id}`],
        ['caption', `${caption} (demo feed)`],
      ]);
      return Object.fromEntries([...all].filter(([field]) => fields.includes(field)));
    });
    const next = after + limit < posts.length ? after + limit : null;
    res.set('Cache-Control', 'no-store');
    res.json({ data, paging: { cursors: { before: String(after), after: String(after + page.length) }, ...(next === null ? {} : { next: `${origin}/me/media?${new URLSearchParams({ fields: fields.join(','), limit: String(limit), after: String(next), access_token: token })}` }) } });
  });

  router.get('/failing/me/media', (_req, res) => {
    res.status(500).json({ error: { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2 } });
  });

  router.get('/media/:name.jpg', (req, res, next) => {
    if (!posts.some(([name]) => name === req.params.name)) return next();
    res.sendFile(path.join(picturesDir, `${req.params.name}.jpg`), { maxAge: '1h' });
  });

  router.get('/p/:id', (req, res, next) => {
    const index = Number(/^demo-(\d+)$/.exec(req.params.id)?.[1]) - 1;
    const post = posts[index];
    if (!post) return next();
    const [name, caption] = post;
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post of the demo photo feed</title>` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family: sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">` +
          `<main><h1>A post of the demo photo feed</h1><p>On the real site this link opens the post on Instagram.</p>` +
          `<img src="../media/${name}.jpg" alt="" width="480" height="480" style="max-width: 100%; height: auto"><p>${caption}</p>` +
          `<p><a href="/about">Back to About us</a></p></main></body></html>`,
      );
  });

  return router;
}
