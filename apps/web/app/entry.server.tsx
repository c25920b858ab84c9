import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { childModeGuard } from './child-mode/guard.server';
import { handleDataRequest as keepFromCaches } from './http/data-cache.server';
import { documentResponse } from './http/page-cache';
import { NonceProvider } from './security/nonce';
import { sharePage } from './security/script-hashes.server';
import { readSecret } from './session/secret.server';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (server/headers.js). */
    cspNonce: string;
    /** Replaces the nonce in this response's policy by the hashes of a public page's inline scripts. */
    allowInlineScriptHashes(hashes: string[]): void;
    /**
     * Lets these origins (scheme, host and port, as @tate/contracts partnerOriginField writes them) frame this response
     * (its policy's frame-ancestors, 'none' otherwise): the iframe player's partner. Absent, nobody may frame it.
     */
    allowFramingBy?(origins: string[]): void;
  }
}

/** The web server runs each request as its visitor (server/app.js), so CMS calls can name them. */
export { runAsVisitor } from './visitor/visitor.server';
/** The web server answers anonymous pages from the rendered-page cache (server/app.js). */
export { sharedPageKey } from './shared-pages/shared-page-key.server';
export { renderedPages } from './cms/public-content.server';
/**
 * Data requests of a signed-in parent are never kept by a cache. A device in child mode gets only its child's library:
 * a client-side navigation often skips the root loader, whose guard a page load passes through, so the guard answers
 * here too (child-mode/guard.server.ts).
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, args) =>
  (await childModeGuard(args.request)) ?? keepFromCaches(response, args);

// The web refuses to start without the secret it signs visitor addresses with (session.server.ts reads its own).
readSecret('CLIENT_ADDRESS_SECRET');

const ABORT_DELAY = 5_000;

/**
 * Renders the whole document before answering (the pages do not stream), so public pages can carry an ETag of
 * their body and answer If-None-Match with 304 (docs/decisions/web-http-caching.md). Every inline script carries
 * the response's nonce; a public page, which a cache may hand to many visitors, loses the nonce and is allowed the
 * inline scripts that carried it by their hashes instead (docs/decisions/security-web-csp-cached-pages.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? '';
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            const rendered = Buffer.concat(chunks).toString('utf8');
            const share = (html: string) => {
              const shared = sharePage(html, nonce);
              loadContext.allowInlineScriptHashes(shared.scriptHashes);
              return shared.html;
            };
            resolve(documentResponse(request, responseStatusCode, responseHeaders, rendered, share));
          });
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
