// @ts-check
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { Buffer } from 'node:buffer';
import { setTimeout } from 'node:timers';
import { URL, fileURLToPath } from 'node:url';
import { quietToneWav } from '../../support/wav.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const sdkDist = resolve(here, '../../../packages/player-sdk/dist');
/** The words of the tone with a transcript, as the CMS answers them (`transcript: { language, cues }`). */
const TRANSCRIPT = {
  language: 'en',
  cues: [
    { start: 0, end: 2, text: 'Hello, friend. It is Tate.' },
    { start: 2, end: 60, text: 'Breathe in slowly, like you smell a flower.' },
    { start: 62, end: 90, text: 'And breathe out, like you blow out a candle.' },
    { start: 90, end: 120, text: 'Feel your feet, warm and heavy.' },
    { start: 120, end: 150, text: 'Feel your hands, warm and heavy.' },
    { start: 150, end: 180, text: 'Goodnight, little one. Sleep tight.' },
  ],
};
/**
 * The partner pages of the embed journeys (tests/player-sdk/embed.spec.ts): one page loading the built script embed,
 * each with its own title, heading and <tate-player> (a file's own address, the position API, a partner's key, words).
 */
const EMBED_PAGES = {
  '/embed.html': {
    title: 'Partner page with a Tate player',
    heading: 'Bedtime stories from our partner',
    player: 'media-src="/media/tone.wav" media-title="Sleepy Clouds" start-at="30"',
  },
  '/embed-api.html': { title: 'Partner page using the Tate API', heading: 'Meditations from the Tate API', player: 'media-id="tone" api-base="/api" remember-position' },
  '/embed-partner.html': {
    title: 'Partner page with its key',
    heading: 'Meditations from our partner key',
    player: 'media-id="partner-tone" api-base="/api" partner-key="tpk_kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"',
  },
  '/embed-read-along.html': {
    title: 'Partner page with a Tate player that reads along',
    heading: 'Meditations with their words',
    player: 'media-id="tone-with-words" api-base="/api"',
  },
};

/** @param {{ title: string, heading: string, player: string }} page the page's title and heading, the element's attributes */
function embedPage({ title, heading, player }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <script type="module" src="/sdk/embed/tate-player.js"></script>
  </head>
  <body>
    <main>
      <h1>${heading}</h1>
      <tate-player ${player}></tate-player>
    </main>
  </body>
</html>
`;
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/**
 * Serves the test pages, the built SDK, a generated WAV track (answering Range requests) and a
 * small position API that records beacons. Everything lives in memory.
 * Whole-file responses (downloads) are paced so progress arrives in many steps.
 * @param {{ trackSeconds?: number, downloadPaceMs?: number }} [options]
 */
export async function startMediaServer({ trackSeconds = 180, downloadPaceMs = 5 } = {}) {
  const track = quietToneWav({ seconds: trackSeconds });
  /** Short tracks for the bedtime routine: two meditations and Tate's goodnight clip. */
  const shortTracks = new Map([
    ['/media/short-a.wav', quietToneWav({ seconds: 2 })],
    ['/media/short-b.wav', quietToneWav({ seconds: 2, frequency: 330 })],
    ['/media/goodnight.wav', quietToneWav({ seconds: 1, frequency: 440 })],
  ]);
  /** @type {Map<string, number>} */
  const positions = new Map();
  /** @type {unknown[]} */
  const beacons = [];
  /** @type {string[]} */
  const mediaRequests = [];
  /** The play reports of the partner tone (its key and the ticket sent back), and how many tickets were given. */
  /** @type {Array<{ key: string | null, ticket: string | null }>} */
  const playReports = [];
  let ticketsGiven = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    try {
      if (path === '/media/tone.wav') return sendTrack(request, response, track);
      const shortTrack = shortTracks.get(path);
      if (shortTrack) return sendTrack(request, response, shortTrack);
      if (path === '/api/history' && request.method === 'GET') {
        const saved = positions.get(positionKey(url.searchParams.get('mediaId'), url.searchParams.get('childId')));
        return sendJson(response, 200, { currentTime: saved ?? null });
      }
      if (path === '/api/history' && request.method === 'POST') {
        const body = JSON.parse(await readBody(request));
        positions.set(positionKey(body.mediaId, body.childId), body.currentTime);
        return sendJson(response, 204, null);
      }
      if (path === '/api/history/beacon' && request.method === 'POST') {
        beacons.push(JSON.parse(await readBody(request)));
        return sendJson(response, 204, null);
      }
      if (path === '/sw.js') return sendFile(response, join(sdkDist, 'sw/tate-media-sw.js'));
      if (path.startsWith('/sdk/')) return sendFile(response, safeJoin(sdkDist, path.slice('/sdk/'.length)));
      if (path === '/api/media/tone') {
        return sendJson(response, 200, { data: { src: '/media/tone.wav', title: 'Sleepy Clouds from the API' } });
      }
      if (path === '/api/media/partner-tone' && request.method === 'GET') {
        // As the CMS answers a partner's lookup: a new play ticket each time.
        ticketsGiven += 1;
        return sendJson(response, 200, { data: { src: '/media/tone.wav', title: 'Sleepy Clouds for a partner', playTicket: `ticket-${ticketsGiven}` } });
      }
      if (path === '/api/media/partner-tone/plays' && request.method === 'POST') {
        playReports.push({ key: url.searchParams.get('key'), ticket: url.searchParams.get('ticket') });
        return sendJson(response, 204, null);
      }
      if (path === '/api/media/tone-with-words') {
        return sendJson(response, 200, { data: { src: '/media/tone.wav', title: 'Sleepy Clouds with words', transcript: TRANSCRIPT } });
      }
      if (Object.hasOwn(EMBED_PAGES, path)) {
        response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
        return void response.end(embedPage(EMBED_PAGES[/** @type {keyof typeof EMBED_PAGES} */ (path)]));
      }
      if (/^\/[\w-]+\.html$/.test(path)) return sendFile(response, join(here, path.slice(1)));
      response.writeHead(404).end();
    } catch {
      response.writeHead(500).end();
    }
  });

  /**
   * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
   * @param {Buffer} body
   */
  function sendTrack(request, response, body) {
    mediaRequests.push(request.headers.range ?? 'full');
    const size = body.length;
    const base = { 'content-type': 'audio/wav', 'accept-ranges': 'bytes', 'cache-control': 'no-store' };
    const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (!match) {
      response.writeHead(200, { ...base, 'content-length': size });
      return writeInChunks(response, body, downloadPaceMs);
    }
    const start = match[1] ? Number(match[1]) : size - Number(match[2]);
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
      return;
    }
    response.writeHead(206, { ...base, 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${size}` });
    return writeInChunks(response, body.subarray(start, end + 1), 0);
  }

  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The media server has no port.');

  return {
    url: `http://127.0.0.1:${address.port}`,
    trackBytes: track.length,
    positions,
    beacons,
    mediaRequests,
    playReports,
    /** @param {string} mediaId @param {string | undefined} childId @param {number} seconds */
    savePosition(mediaId, childId, seconds) {
      positions.set(positionKey(mediaId, childId), seconds);
    },
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}

/** @param {unknown} mediaId @param {unknown} childId */
function positionKey(mediaId, childId) {
  return `${mediaId}:${childId ?? ''}`;
}

/** @param {string} root @param {string} relative */
function safeJoin(root, relative) {
  const target = normalize(join(root, relative));
  if (!target.startsWith(root)) throw new Error('Outside the served folder.');
  return target;
}

/** @param {import('node:http').ServerResponse} response @param {string} file */
async function sendFile(response, file) {
  const body = await readFile(file);
  response.writeHead(200, {
    'content-type': types[/** @type {keyof typeof types} */ (extname(file))] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  response.end(body);
}

/** @param {import('node:http').ServerResponse} response @param {number} status @param {unknown} body */
function sendJson(response, status, body) {
  if (status === 204) return void response.writeHead(204).end();
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** @param {import('node:http').IncomingMessage} request @returns {Promise<string>} */
async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Writes the body in 64 KB pieces, waiting `paceMs` between them.
 * @param {import('node:http').ServerResponse} response @param {Buffer} body @param {number} paceMs
 */
function writeInChunks(response, body, paceMs) {
  const size = 64 * 1024;
  let offset = 0;
  const writeNext = () => {
    while (offset < body.length && !response.destroyed) {
      const piece = body.subarray(offset, offset + size);
      offset += size;
      const more = response.write(piece);
      if (paceMs > 0 && offset < body.length) return void setTimeout(writeNext, paceMs);
      if (!more) return void response.once('drain', writeNext);
    }
    response.end();
  };
  writeNext();
}
