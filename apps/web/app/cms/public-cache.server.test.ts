import { describe, expect, it, vi } from 'vitest';
import { createPublicCache } from './public-cache.server';

describe('public cache', () => {
  it('answers a second read from memory', async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    const load = vi.fn(async () => ({ title: 'Tate' }));
    await cache.read('site', load);
    expect(await cache.read('site', load)).toEqual({ title: 'Tate' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one CMS read between concurrent visitors', async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    const load = vi.fn(async () => 'library');
    await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after clear()', async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    let title = 'Old';
    const load = async () => title;
    expect(await cache.read('site', load)).toBe('Old');
    title = 'New';
    cache.clear();
    expect(await cache.read('site', load)).toBe('New');
  });

  it('does not keep a read that was under way when the cache was cleared', async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    let finish: (value: string) => void = () => {};
    const slow = cache.read('site', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('Old');
    expect(await slow).toBe('Old');
    expect(await cache.read('site', async () => 'New')).toBe('New');
  });

  it('forgets entries after the TTL', async () => {
    // A TTL long enough that the second read surely comes within it, even on a machine under load.
    const cache = createPublicCache({ ttlMs: 1_000 });
    await cache.read('site', async () => 'Old');
    expect(await cache.read('site', async () => 'New')).toBe('Old');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cache.read('site', async () => 'New')).toBe('New');
  });

  it('keeps no failed read', async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    await expect(cache.read('site', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('site', async () => 'Back')).toBe('Back');
  });
});
