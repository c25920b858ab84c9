import Redis from 'ioredis';

/**
 * A Redis client at `url` that gives a command up after one retry, and says once per outage, as `[label]`, what this
 * process does meanwhile (`meanwhile`); the outage ends when the client is ready again. The rate limits' counters and
 * the history save cache's messages both connect this way.
 */
export function redisConnection(url: string, label: string, meanwhile: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) console.warn(`[${label}] Redis unreachable, ${meanwhile}: ${error.message}`);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
