import { PassThrough } from 'node:stream';
import type { EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { documentResponse } from './http/page-cache';

const ABORT_DELAY = 5_000;

/**
 * Renders the whole document before answering (the pages do not stream), so public pages can carry an ETag of
 * their body and answer If-None-Match with 304 (docs/decisions/web-http-caching.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () =>
            resolve(documentResponse(request, responseStatusCode, responseHeaders, Buffer.concat(chunks).toString('utf8'))),
          );
          body.on('error', reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
