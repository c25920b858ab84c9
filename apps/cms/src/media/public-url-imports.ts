import { AsyncLocalStorage } from 'node:async_hooks';
import dns from 'node:dns/promises';
import net from 'node:net';
import type { Core } from '@strapi/strapi';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, type Dispatcher } from 'undici';

/** IPv6's global unicast space (RFC 4291); everything outside it (IPv4-compatible ::a.b.c.d included) is refused. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * May the CMS connect to this address on an editor's behalf? Only public unicast: not this machine (0.0.0.0/8,
 * 127/8, ::, ::1), private networks (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the
 * cloud metadata address, fe80::/10), carrier-grade NAT (100.64/10), multicast, reserved or documentation
 * ranges, nor an IPv6 form that carries an IPv4 address (IPv4-mapped ::ffff:a.b.c.d is judged as that IPv4
 * address; NAT64, 6to4 and Teredo are refused).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST_V6);
}

/** Every address the name resolves to must be public (else none is used); the first is connected to. */
async function publicAddressOf(host: string, isAllowed: (address: string) => boolean): Promise<string> {
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  const refused = addresses.find((address) => !isAllowed(address));
  if (addresses.length === 0 || refused !== undefined) {
    throw new Error(`${host} is not a public address${refused && refused !== host ? ` (it resolves to ${refused})` : ''}`);
  }
  return addresses[0];
}

/**
 * An HTTP agent that checks each connection's address when it connects: the first request's and every
 * redirect's, after DNS resolution (so a name that resolves to a private address, or changes its answer
 * between a check and the connection, is refused too). TLS still checks the certificate against the name.
 */
export function publicOnlyAgent(isAllowed: (address: string) => boolean = isPublicAddress): Agent {
  const connect = buildConnector({});
  return new Agent({
    connect(options, callback) {
      publicAddressOf(options.hostname, isAllowed).then(
        (address) => connect({ ...options, hostname: address }, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
}

type FileService = { fetchUrlToInputFile: (...args: unknown[]) => Promise<unknown> };

const inUrlImport = new AsyncLocalStorage<Dispatcher>();
/** The upload plugin's file service is one object per process, however many CMS instances boot: wrapped once. */
const wrapped = new WeakSet<FileService>();

/**
 * "Import from URL" in the Media Library (`POST /upload/actions/upload-from-urls`, admin only) is fetched by the
 * CMS itself (the upload plugin's file service, `fetchUrlToInputFile`), with a partial address check of its own
 * (one DNS answer, before the fetch, none on redirects). Every request that import makes through `strapi.fetch`
 * goes through the public-only agent instead, so it cannot reach this machine or a private network, after any
 * redirect either. Other users of `strapi.fetch` (Strapi's webhooks) are unchanged.
 */
export function registerPublicUrlImports(strapi: Core.Strapi): void {
  const strapiFetch = strapi.fetch;
  const configured = strapiFetch.dispatcher;
  Object.defineProperty(strapiFetch, 'dispatcher', { configurable: true, get: () => inUrlImport.getStore() ?? configured });

  const files = strapi.plugin('upload').service('file') as FileService;
  if (wrapped.has(files)) return;
  wrapped.add(files);
  const agent = publicOnlyAgent();
  const fetchUrlToInputFile = files.fetchUrlToInputFile.bind(files);
  files.fetchUrlToInputFile = (...args) => inUrlImport.run(agent, () => fetchUrlToInputFile(...args));
}
