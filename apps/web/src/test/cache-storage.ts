/**
 * Cache Storage as a browser keeps it, in memory, for jsdom (which has none): named caches of
 * answers by address. Enough for what the app and its service worker ask of it.
 */
export class MemoryCacheStorage {
  readonly stored = new Map<string, Map<string, Response>>();

  private address(request: RequestInfo | URL): string {
    const url = request instanceof Request ? request.url : String(request);
    return new URL(url, 'http://marsh.test').href;
  }

  private cacheOf(entries: Map<string, Response>) {
    return {
      match: async (request: RequestInfo | URL) => entries.get(this.address(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.set(this.address(request), response.clone());
      },
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  }

  async open(name: string) {
    const entries = this.stored.get(name) ?? new Map<string, Response>();
    this.stored.set(name, entries);
    return this.cacheOf(entries);
  }

  async has(name: string) {
    return this.stored.has(name);
  }

  async delete(name: string) {
    return this.stored.delete(name);
  }

  async keys() {
    return [...this.stored.keys()];
  }

  async match(request: RequestInfo | URL, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.stored.keys()];
    for (const name of names) {
      const found = this.stored.get(name)?.get(this.address(request));
      if (found) return found.clone();
    }
    return undefined;
  }
}
