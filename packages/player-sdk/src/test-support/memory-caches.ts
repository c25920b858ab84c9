const urlOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : 'url' in request ? request.url : request.href);

/** One in-memory cache: responses by URL (query and Vary options are not needed by the SDK's tests). */
class MemoryCache implements Cache {
  private readonly entries = new Map<string, Response>();

  async add(request: RequestInfo | URL): Promise<void> {
    await this.put(request, await fetch(request));
  }

  async addAll(requests: Iterable<RequestInfo>): Promise<void> {
    await Promise.all([...requests].map((request) => this.add(request)));
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(request))?.clone();
  }

  async matchAll(request?: RequestInfo | URL): Promise<ReadonlyArray<Response>> {
    if (request === undefined) return [...this.entries.values()].map((response) => response.clone());
    const found = await this.match(request);
    return found ? [found] : [];
  }

  async keys(request?: RequestInfo | URL): Promise<ReadonlyArray<Request>> {
    const urls = [...this.entries.keys()].filter((url) => request === undefined || url === urlOf(request));
    return urls.map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
}

/** An in-memory Cache Storage, as the download manager and the service worker use it. */
class MemoryCacheStorage implements CacheStorage {
  private readonly stores = new Map<string, MemoryCache>();

  async open(name: string): Promise<Cache> {
    const cache = this.stores.get(name) ?? new MemoryCache();
    this.stores.set(name, cache);
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.stores.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

export function memoryCaches(): CacheStorage {
  return new MemoryCacheStorage();
}
