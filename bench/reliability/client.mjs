// One simulated child's player, saving positions the way the web player does (apps/web/app/library/
// position-queue.ts and history-adapter.ts): one send in flight, failed sends retried with the same pauses, the
// newest position replacing a waiting one, and 4xx other than 408/429 given up.

export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000, 30_000];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function outcomeOf(status) {
  if (status >= 200 && status < 300) return 'saved';
  return status === 0 || status === 408 || status === 429 || status >= 500 ? 'failed' : 'refused';
}

export function createClient({ webUrl, cookie, childId, mediaId, onAttempt }) {
  let newest = null;
  let running = null;
  const client = { childId, lastSent: null, positions: 0, givenUp: 0, save, idle, stored };

  async function send(currentTime) {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${webUrl}/player/history`, {
        method: 'POST',
        headers: { cookie, origin: webUrl },
        body: JSON.stringify({ childId, mediaId, currentTime }),
        signal: AbortSignal.timeout(20_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    onAttempt({ ok: status >= 200 && status < 300, status, ms: performance.now() - started });
    return outcomeOf(status);
  }

  async function drain() {
    let failures = 0;
    for (let item = newest; item !== null; item = newest) {
      const outcome = await send(item);
      if (outcome === 'failed' && failures < RETRY_DELAYS_MS.length) {
        await sleep(RETRY_DELAYS_MS[failures]);
        failures += 1;
        continue;
      }
      failures = 0;
      if (newest !== item) continue;
      newest = null;
      if (outcome !== 'saved') client.givenUp += 1;
    }
  }

  function save(currentTime) {
    newest = currentTime;
    client.lastSent = currentTime;
    client.positions += 1;
    if (!running) running = drain().finally(() => (running = null));
  }

  function idle() {
    return running ?? Promise.resolve();
  }

  async function stored() {
    const query = new URLSearchParams({ childId, mediaId });
    const response = await fetch(`${webUrl}/player/history?${query}`, { headers: { cookie, accept: 'application/json' } });
    const body = await response.json();
    return body.currentMediaTimestamp ?? null;
  }

  return client;
}
