import Redis from 'ioredis';

export type Hit = { count: number; resetInMs: number };

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The count in the key's current window without adding to it (0 when none is open). */
  peek(key: string): Promise<Hit>;
}

/** Fixed windows in this process's memory: fine for one CMS instance and for tests. */
export class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return { count: 1, resetInMs: windowMs };
    }
    current.count += 1;
    return { count: current.count, resetInMs: current.resetAt - now };
  }

  async peek(key: string): Promise<Hit> {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: current.count, resetInMs: current.resetAt - now };
  }
}

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** Fixed windows shared by every CMS instance through Redis (INCR + PEXPIRE in one script). */
export class RedisStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const [count, ttl] = (await this.redis.eval(INCREMENT_SCRIPT, 1, key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<Hit> {
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
  }
}

export function createStore(redisUrl: string | undefined): RateLimitStore {
  if (!redisUrl) return new MemoryStore();
  return new RedisStore(new Redis(redisUrl, { maxRetriesPerRequest: 1 }));
}
