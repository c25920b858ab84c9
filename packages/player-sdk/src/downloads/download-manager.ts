import { Listenable } from '../core/emitter';
import { PlayerError } from '../core/errors';

export const DEFAULT_MEDIA_CACHE = 'tate-media-v1';
const TITLE_HEADER = 'x-tate-title';
/**
 * A site may send this header (an HTTP date or ISO time) with a file: how long its download may play offline. It is
 * kept with the download, and the service worker removes the download once it has passed without the site saying
 * otherwise.
 */
export const OFFLINE_UNTIL_HEADER = 'x-tate-offline-until';

export interface DownloadProgress {
  url: string;
  loadedBytes: number;
  /** Zero when the server did not say how big the file is. */
  totalBytes: number;
  /** 0 to 100; null when the total is unknown. */
  percent: number | null;
}

export interface DownloadedItem {
  url: string;
  title: string;
  sizeBytes: number;
}

export interface DownloadEvents {
  progress: DownloadProgress;
  complete: DownloadedItem;
  error: PlayerError;
  remove: { url: string };
}

export interface DownloadManagerOptions {
  cacheName?: string;
  caches?: CacheStorage;
  fetch?: typeof fetch;
}

function offlineUntil(response: Response): Record<string, string> {
  const until = response.headers.get(OFFLINE_UNTIL_HEADER);
  return until ? { [OFFLINE_UNTIL_HEADER]: until } : {};
}

/** Saves media files to Cache Storage for offline play; the service worker helper serves them. */
export class DownloadManager extends Listenable<DownloadEvents> {
  private readonly cacheName: string;
  private readonly cacheStorage: CacheStorage | undefined;
  private readonly fetcher: typeof fetch;

  constructor(options: DownloadManagerOptions = {}) {
    super();
    this.cacheName = options.cacheName ?? DEFAULT_MEDIA_CACHE;
    this.cacheStorage = options.caches ?? (typeof caches === 'undefined' ? undefined : caches);
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** Fetches `url` with progress events, then stores it. */
  async download(url: string, title: string, signal?: AbortSignal): Promise<DownloadedItem> {
    try {
      const cache = await this.openCache();
      const response = await this.fetcher(url, { signal });
      if (!response.ok || !response.body) {
        throw new PlayerError('download-failed', `The download failed (HTTP ${response.status}).`);
      }
      const totalBytes = Number(response.headers.get('content-length')) || 0;
      const chunks: Uint8Array[] = [];
      let loadedBytes = 0;
      const reader = response.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        chunks.push(part.value);
        loadedBytes += part.value.byteLength;
        this.events.emit('progress', {
          url,
          loadedBytes,
          totalBytes,
          percent: totalBytes > 0 ? Math.min(100, Math.round((loadedBytes / totalBytes) * 100)) : null,
        });
      }
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      const blob = new Blob(chunks as BlobPart[], { type: contentType });
      await cache.put(
        url,
        new Response(blob, {
          headers: {
            'content-type': contentType,
            'content-length': String(blob.size),
            [TITLE_HEADER]: encodeURIComponent(title),
            ...offlineUntil(response),
          },
        }),
      );
      const item = { url, title, sizeBytes: blob.size };
      this.events.emit('complete', item);
      return item;
    } catch (cause) {
      const error =
        cause instanceof PlayerError ? cause : new PlayerError('download-failed', 'The download failed.', { cause });
      this.events.emit('error', error);
      throw error;
    }
  }

  async isDownloaded(url: string): Promise<boolean> {
    const cache = await this.openCache();
    return (await cache.match(url)) !== undefined;
  }

  async list(): Promise<DownloadedItem[]> {
    const cache = await this.openCache();
    const requests = await cache.keys();
    const items = await Promise.all(
      requests.map(async (request) => {
        const response = await cache.match(request);
        return {
          url: request.url,
          title: decodeURIComponent(response?.headers.get(TITLE_HEADER) ?? ''),
          sizeBytes: Number(response?.headers.get('content-length')) || 0,
        };
      }),
    );
    return items;
  }

  async remove(url: string): Promise<boolean> {
    const cache = await this.openCache();
    const removed = await cache.delete(url);
    if (removed) this.events.emit('remove', { url });
    return removed;
  }

  private async openCache(): Promise<Cache> {
    if (!this.cacheStorage) {
      throw new PlayerError('storage-unavailable', 'This browser cannot keep downloads (no Cache Storage).');
    }
    return this.cacheStorage.open(this.cacheName);
  }
}
