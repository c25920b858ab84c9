import { describe, expect, it } from 'vitest';
import { memoryCaches } from '../test-support/memory-caches';
import { DownloadManager, type DownloadProgress } from './download-manager';

const url = 'https://media.example.test/ocean-waves.mp3';

function streamingFetch(chunks: number[], headers: Record<string, string>): typeof fetch {
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const size of chunks) controller.enqueue(new Uint8Array(size));
          controller.close();
        },
      }),
      { headers },
    );
}

describe('DownloadManager', () => {
  it('reports bytes and percent as the file arrives, then lists it', async () => {
    const manager = new DownloadManager({
      caches: memoryCaches(),
      fetch: streamingFetch([250, 250, 250, 250], { 'content-length': '1000', 'content-type': 'audio/mpeg' }),
    });
    const progress: DownloadProgress[] = [];
    manager.on('progress', (event) => progress.push(event));

    await manager.download(url, 'Ocean Waves');

    expect(progress.map((event) => [event.loadedBytes, event.percent])).toEqual([
      [250, 25],
      [500, 50],
      [750, 75],
      [1000, 100],
    ]);
    expect(await manager.isDownloaded(url)).toBe(true);
    expect(await manager.list()).toEqual([{ url, title: 'Ocean Waves', sizeBytes: 1000 }]);
  });

  it('reports an unknown percent when the server sends no length', async () => {
    const manager = new DownloadManager({ caches: memoryCaches(), fetch: streamingFetch([10, 20], {}) });
    const progress: DownloadProgress[] = [];
    manager.on('progress', (event) => progress.push(event));

    await manager.download(url, 'Ocean Waves');

    expect(progress.map((event) => [event.loadedBytes, event.totalBytes, event.percent])).toEqual([
      [10, 0, null],
      [30, 0, null],
    ]);
  });

  it('deletes a download', async () => {
    const manager = new DownloadManager({ caches: memoryCaches(), fetch: streamingFetch([5], {}) });
    await manager.download(url, 'Ocean Waves');

    expect(await manager.remove(url)).toBe(true);
    expect(await manager.list()).toEqual([]);
  });

  it('fails with a typed error on an HTTP error and keeps nothing', async () => {
    const manager = new DownloadManager({
      caches: memoryCaches(),
      fetch: async () => new Response('missing', { status: 404 }),
    });

    await expect(manager.download(url, 'Ocean Waves')).rejects.toMatchObject({ code: 'download-failed' });
    expect(await manager.list()).toEqual([]);
  });

  it('says so when the browser has no Cache Storage', async () => {
    expect(typeof caches).toBe('undefined');
    const manager = new DownloadManager({ fetch: streamingFetch([5], {}) });

    await expect(manager.download(url, 'Ocean Waves')).rejects.toMatchObject({ code: 'storage-unavailable' });
  });
});
