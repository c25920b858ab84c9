// What the benches share to reach the servers they start and to load them: one connection per own request, waiting
// for a server to answer, and autocannon's figures.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The bench's own requests, each on a connection of its own: a kept-alive one would idle through the autocannon runs
 * past the server's keep-alive timeout, and the next request sent on it would fail (other side closed).
 * @param {string} url
 * @param {RequestInit} [init]
 */
export function fetchAlone(url, init = {}) {
  return fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } });
}

/** Resolves once `url` answers below 500, polling every second; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetchAlone(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * autocannon 9 on `url` for `seconds` at `connections` (10): requests a second, p50 and p99 latency, and the failures.
 * Asynchronous, so that a bench can load two servers at once.
 */
export async function autocannon(url, headers = {}, { seconds = 10, method = 'GET', body, connections = 10 } = {}) {
  const args = ['-y', 'autocannon@9.0.0', '-c', String(connections), '-d', String(seconds), '-m', method, '--json', url];
  if (body !== undefined) args.push('-b', JSON.stringify(body), '-H', 'content-type=application/json');
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await promisify(execFile)('npx', args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}
