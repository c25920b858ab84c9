/** An in-memory Cache Storage with the calls the download manager makes. */
export function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : 'url' in request ? request.url : request.href);
  const cacheFor = (entries: Map<string, Response>) =>
    ({
      async put(request: RequestInfo | URL, response: Response) {
        entries.set(urlOf(request), response);
      },
      async match(request: RequestInfo | URL) {
        return entries.get(urlOf(request))?.clone();
      },
      async keys() {
        return [...entries.keys()].map((url) => new Request(url));
      },
      async delete(request: RequestInfo | URL) {
        return entries.delete(urlOf(request));
      },
    }) as unknown as Cache;
  return {
    async delete(name: string) {
      return stores.delete(name);
    },
    async open(name: string) {
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return cacheFor(entries);
    },
  } as unknown as CacheStorage;
}
