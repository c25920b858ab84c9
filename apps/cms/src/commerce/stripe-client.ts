import Stripe from 'stripe';

let cached: { key: string; client: Stripe } | null = null;

/**
 * The Stripe SDK, or null when STRIPE_SECRET_KEY is unset (the embedded demo). STRIPE_API_HOST,
 * STRIPE_API_PORT and STRIPE_API_PROTOCOL point it at another server (the tests' fake Stripe).
 */
export function stripeClient(): Stripe | null {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) return null;
  if (cached?.key === key) return cached.client;
  const protocol = process.env.STRIPE_API_PROTOCOL;
  const client = new Stripe(key, {
    host: process.env.STRIPE_API_HOST || undefined,
    port: process.env.STRIPE_API_PORT ? Number(process.env.STRIPE_API_PORT) : undefined,
    protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    maxNetworkRetries: 1,
    telemetry: false,
  });
  cached = { key, client };
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
