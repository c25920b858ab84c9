import Stripe from 'stripe';

let cached: { settings: string; client: Stripe } | null = null;

/**
 * The Stripe SDK, or null when STRIPE_SECRET_KEY is unset (the embedded demo). STRIPE_API_HOST,
 * STRIPE_API_PORT and STRIPE_API_PROTOCOL point it at another server (the tests' fake Stripe). One client is kept
 * for as long as these settings stay the same (a process that boots CMS instances one after another, as the tests'
 * workers do, gets a client for each one's settings).
 */
export function stripeClient(): Stripe | null {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const { STRIPE_API_HOST: host, STRIPE_API_PORT: port, STRIPE_API_PROTOCOL: protocol } = process.env;
  const settings = JSON.stringify([key, host, port, protocol]);
  if (cached?.settings === settings) return cached.client;
  const client = new Stripe(key, {
    host: host || undefined,
    port: port ? Number(port) : undefined,
    protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    maxNetworkRetries: 1,
    telemetry: false,
  });
  cached = { settings, client };
  return client;
}

export function webPublicUrl(): string {
  return (process.env.WEB_PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

export function cmsPublicUrl(fallbackOrigin: string): string {
  return (process.env.CMS_PUBLIC_URL || fallbackOrigin).replace(/\/+$/, '');
}

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}
