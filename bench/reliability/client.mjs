// Simulated browsers running the web's own position-saving code, so the benchmark cannot drift from the product.
// The real modules are bundled at the start of a run with esbuild and evaluated once per page load:
// - apps/web/app/library/history-adapter.ts: a save is POSTed to /player/history; a 5xx, 408, 429 or network error
//   queues it in localStorage, anything else (401 included) drops it; startHistorySync (mounted by use-player.tsx on
//   the pages with a player) flushes the queue at page load, on `online` and every 10 s;
// - apps/web/app/library/history-queue.ts: that queue, one entry per child and meditation, the newest kept;
// - packages/player-sdk/src/history/playback-history.ts: the player saves every 15 s while playing (the web passes
//   no saveEveryMs), on pause and on close, and on `pagehide` sends the position with navigator.sendBeacon, once.
// What stands in for the browser: window (events, timers, an in-memory localStorage per browser), fetch (relative
// URLs, the browser's cookie and Origin), navigator.sendBeacon (one POST, never retried) and a player whose time
// advances with the clock.
import { build } from 'esbuild';
import { root } from '../../scripts/lib/run.mjs';

const QUEUE_KEY = 'tate-history-queue';
const TIME_UPDATE_MS = 250;

/** Bundles the product's modules into a function that evaluates them for one page: (window, navigator, fetch). */
export async function bundleProductModules() {
  const result = await build({
    stdin: {
      contents: [
        "export { historyAdapter, startHistorySync } from './apps/web/app/library/history-adapter.ts';",
        "export { attachPlaybackHistory } from './packages/player-sdk/src/history/playback-history.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'productModules',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  });
  return new Function('window', 'navigator', 'fetch', `${result.outputFiles[0].text}\nreturn productModules;`);
}

function memoryStorage() {
  const items = new Map();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, String(value)) };
}

/** The parts of the SDK's AudioPlayer that playback-history uses: `on`, `currentTime`, `paused`. */
function createPlayer() {
  const listeners = new Map();
  let ticker = null;
  const player = {
    currentTime: 0,
    paused: true,
    on(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type).add(listener);
      return () => listeners.get(type).delete(listener);
    },
    emit(type) {
      for (const listener of listeners.get(type) ?? []) listener({ currentTime: player.currentTime });
    },
    play() {
      player.paused = false;
      player.emit('play');
      ticker = setInterval(() => {
        player.currentTime += TIME_UPDATE_MS / 1000;
        player.emit('timeupdate');
      }, TIME_UPDATE_MS);
    },
    pause() {
      clearInterval(ticker);
      player.paused = true;
      player.emit('pause');
    },
    /** The tab goes away: the clock stops, no pause or close event (React does not unmount on a closed tab). */
    stop() {
      clearInterval(ticker);
    },
  };
  return player;
}

/**
 * One browser (its own localStorage and session cookie) of a parent. `onRequest({ kind, status, ms, body })` is told
 * of every request its pages make: kind 'save' (fetch) or 'beacon'.
 */
export function createBrowser({ productModules, webUrl, cookie, onRequest }) {
  const localStorage = memoryStorage();
  let pending = 0;
  const browser = { cookie, openPage, queued, idle, settled, stored };

  async function request(kind, url, init = {}) {
    const headers = new Headers(init.headers);
    if (browser.cookie) headers.set('cookie', browser.cookie);
    if (init.method === 'POST') headers.set('origin', webUrl);
    const started = performance.now();
    pending += 1;
    try {
      const response = await fetch(new URL(url, webUrl), { ...init, headers });
      const body = await response.arrayBuffer();
      onRequest({ kind, status: response.status, ms: performance.now() - started, body: new TextDecoder().decode(body) });
      return new Response(body, { status: response.status, headers: response.headers });
    } catch (error) {
      onRequest({ kind, status: 0, ms: performance.now() - started, body: '' });
      throw error;
    } finally {
      pending -= 1;
    }
  }

  /** A page with a player (library, favourites, …): the product's modules evaluated afresh, the queue's sync started. */
  function openPage() {
    const window = new EventTarget();
    Object.assign(window, { localStorage, setInterval, clearInterval });
    const navigator = {
      sendBeacon(url, body) {
        request('beacon', url, { method: 'POST', body }).catch(() => undefined);
        return true;
      },
    };
    const modules = productModules(window, navigator, (url, init) => request('save', url, init));
    const stopSync = modules.startHistorySync();

    /** Plays one meditation for a child; `lastPosition` is the newest position handed to the adapter. */
    function play({ childId, mediaId }) {
      const player = createPlayer();
      const listening = { player, lastPosition: null };
      const adapter = {
        ...modules.historyAdapter,
        save(position) {
          listening.lastPosition = position.currentTime;
          return modules.historyAdapter.save(position);
        },
        beacon(position) {
          listening.lastPosition = position.currentTime;
          return modules.historyAdapter.beacon(position);
        },
      };
      listening.history = modules.attachPlaybackHistory(player, { adapter, key: { mediaId, childId } });
      player.play();
      return listening;
    }

    /** The tab is closed: `pagehide` (the beacon), then nothing of the page runs any more. */
    function close(listenings) {
      window.dispatchEvent(new Event('pagehide'));
      leave(listenings);
    }

    /** The benchmark is done with the page: its timers stop, nothing is sent. */
    function leave(listenings) {
      for (const listening of listenings) {
        listening.player.stop();
        listening.history.detach();
      }
      stopSync();
    }

    return { play, close, leave };
  }

  /** The saves waiting in this browser's localStorage queue. */
  function queued() {
    return JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
  }

  /** True when no request is in flight. */
  function idle() {
    return pending === 0;
  }

  /** True when no request is in flight and the queue is empty. */
  function settled() {
    return idle() && queued().length === 0;
  }

  /** The stored position, read through the web as the player's resume does (null when none). */
  async function stored({ childId, mediaId }) {
    const query = new URLSearchParams({ childId, mediaId });
    const response = await fetch(`${webUrl}/player/history?${query}`, { headers: { cookie: browser.cookie, accept: 'application/json' } });
    const body = await response.json();
    return body.currentMediaTimestamp ?? null;
  }

  return browser;
}
