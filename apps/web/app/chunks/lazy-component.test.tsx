import { PassThrough } from 'node:stream';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('draws the component once it has loaded, with its props', async () => {
    const LazyGreeting = lazyComponent(async () => Greeting);
    const html = await new Promise<string>((resolve, reject) => {
      const sink = new PassThrough();
      let text = '';
      sink.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      sink.on('end', () => resolve(text));
      const stream = renderToPipeableStream(
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Maya" />
        </Suspense>,
        { onAllReady: () => stream.pipe(sink), onError: reject },
      );
    });
    expect(html).toContain('Hello <!-- -->Maya');
  });
});
