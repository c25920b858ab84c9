import { z } from 'zod';
import { envelopeSchema } from '@tate/contracts';
import type { CmsConfig } from './config.server';
import { okDataOf } from './envelope.server';
import { CmsError, parseCmsBody, type CmsRefusalDetails } from './errors.server';
import { clientAddressHeaders } from '../visitor/visitor.server';
import { noPublicCache, type PublicCache } from './public-cache.server';

export type CmsQuery = Record<string, string>;

export type CmsClient = {
  config: CmsConfig;
  /** Reads a public Strapi REST resource (through the public cache); any non-2xx answer is a CmsError. */
  get<T extends z.ZodTypeAny>(path: string, query: CmsQuery, schema: T): Promise<z.infer<T>>;
  /** Reads like `get`, past the public cache: for answers that are not public (a draft's preview). */
  getUncached<T extends z.ZodTypeAny>(path: string, query: CmsQuery, schema: T): Promise<z.infer<T>>;
  /**
   * Reads a public custom endpoint (a POST without a token, e.g. the library query) through the public cache: the
   * `response_data` of a 200 envelope; any other code is a CmsError and is not kept.
   */
  readPublicEnvelope(path: string, body: unknown): Promise<unknown>;
  /** Calls a custom endpoint answering with the envelope (read it with cms/envelope.server.ts), whatever the HTTP status. */
  postEnvelope(path: string, body: unknown, options?: EnvelopeOptions): Promise<CmsEnvelope>;
  /** Any method; `body` is sent as JSON, or as multipart when it is FormData. `token` goes in the authtoken header. */
  sendEnvelope(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: EnvelopeOptions & { body?: unknown }): Promise<CmsEnvelope>;
  /**
   * Opens a file a custom endpoint streams when POSTed `body` as JSON (a family's data, with the parent's password):
   * its response to pass on, or the envelope of a refusal. The timeout covers the wait for the answer's headers, not
   * the download, which may take longer.
   */
  openDownload(path: string, body: unknown, options?: EnvelopeOptions): Promise<CmsDownload>;
};

export type CmsDownload = { file: Response } | { refusal: CmsEnvelope };

/** `token` goes in the authtoken header; `headers` are added to the call (e.g. a device proof). */
export type EnvelopeOptions = { token?: string; headers?: Record<string, string> };

export type CmsEnvelope = z.infer<typeof envelopeSchema>;

type Fetch = typeof fetch;

const REQUEST_TIMEOUT_MS = 8000;

const refusalData = z.object({ code: z.string().regex(/^[a-z][a-z-]{1,40}$/) });

export function createCmsClient(config: CmsConfig, fetchImpl: Fetch = fetch, cache: PublicCache = noPublicCache): CmsClient {
  function apiUrl(path: string, query: CmsQuery = {}): URL {
    const url = new URL(`/api/${path.replace(/^\/+/, '')}`, config.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  }

  async function request(url: URL, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, {
        ...init,
        // Every call names the visitor it is made for (signed), so the CMS limits each real client on its own.
        headers: { accept: 'application/json', ...clientAddressHeaders(), ...init.headers },
        signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new CmsError(`The content service at ${config.baseUrl} cannot be reached (${reason})`, 'unreachable');
    }
  }

  async function readJson(response: Response, url: URL): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new CmsError(`The content service sent a body that is not JSON for ${url.pathname}`, 'invalid');
    }
  }

  function statusError(response: Response, url: URL, details: CmsRefusalDetails = {}): CmsError {
    return new CmsError(`The content service answered ${response.status} for ${url.pathname}`, 'status', response.status, undefined, details);
  }

  /**
   * The cache keeps the CMS's raw answer per URL and each caller parses it with its own schema: two pages may read
   * one resource for different fields, and a parsed copy would have lost the fields the first schema left out.
   */
  async function get<T extends z.ZodTypeAny>(path: string, query: CmsQuery, schema: T): Promise<z.infer<T>> {
    const url = apiUrl(path, query);
    return parseCmsBody(url.pathname, await cache.read(url.toString(), () => fetchBody(url)), schema);
  }

  async function getUncached<T extends z.ZodTypeAny>(path: string, query: CmsQuery, schema: T): Promise<z.infer<T>> {
    const url = apiUrl(path, query);
    return parseCmsBody(url.pathname, await fetchBody(url), schema);
  }

  async function fetchBody(url: URL): Promise<unknown> {
    const response = await request(url, { method: 'GET' });
    if (!response.ok) throw statusError(response, url, await refusalDetails(response));
    return readJson(response, url);
  }

  /** The refusal's code and Retry-After, when its answer says them (a partner's frame tells its developer why). */
  async function refusalDetails(response: Response): Promise<CmsRefusalDetails> {
    const details: CmsRefusalDetails = {};
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter !== null && /^\d{1,6}$/.test(retryAfter.trim())) details.retryAfter = Number(retryAfter.trim());
    const envelope = envelopeSchema.safeParse(await response.json().catch(() => null));
    const data = refusalData.safeParse(envelope.success ? envelope.data.response_data : null);
    if (data.success) details.code = data.data.code;
    return details;
  }

  function tokenHeaders({ token, headers = {} }: EnvelopeOptions): Record<string, string> {
    return token ? { ...headers, authtoken: token } : { ...headers };
  }

  async function envelopeOf(response: Response, url: URL): Promise<CmsEnvelope> {
    const parsed = envelopeSchema.safeParse(await readJson(response, url).catch(() => null));
    if (parsed.success) return parsed.data;
    throw statusError(response, url);
  }

  async function sendEnvelope(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    { body, ...options }: EnvelopeOptions & { body?: unknown } = {},
  ): Promise<CmsEnvelope> {
    const url = apiUrl(path);
    const headers = tokenHeaders(options);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return envelopeOf(await request(url, { method, headers, body: payload }), url);
  }

  async function openDownload(path: string, body: unknown, options: EnvelopeOptions = {}): Promise<CmsDownload> {
    const url = apiUrl(path);
    const answered = new AbortController();
    const timer = setTimeout(() => answered.abort(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
    try {
      const headers = { accept: '*/*', 'content-type': 'application/json', ...tokenHeaders(options) };
      const response = await request(url, { method: 'POST', headers, body: JSON.stringify(body), signal: answered.signal });
      if (response.ok && response.body && !response.headers.get('content-type')?.includes('json')) return { file: response };
      return { refusal: await envelopeOf(response, url) };
    } finally {
      clearTimeout(timer);
    }
  }

  async function postEnvelope(path: string, body: unknown, options: EnvelopeOptions = {}): Promise<CmsEnvelope> {
    return sendEnvelope('POST', path, { ...options, body });
  }

  async function readPublicEnvelope(path: string, body: unknown): Promise<unknown> {
    const url = apiUrl(path);
    return cache.read(`POST ${url} ${JSON.stringify(body)}`, async () => {
      return okDataOf(path, await postEnvelope(path, body));
    });
  }

  return { config, get, getUncached, readPublicEnvelope, postEnvelope, sendEnvelope, openDownload };
}
