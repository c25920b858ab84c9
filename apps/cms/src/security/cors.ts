import type { Context } from 'koa';

/**
 * The partner embed's endpoints (`GET /api/media/:id`, `POST /api/media/:id/plays`): their controller allows the
 * partner's own origins once the key admits them (api/partner), so strapi::cors adds nothing there.
 */
const PARTNER_EMBED_PATH = /^\/api\/media\/[^/]+(\/plays)?$/;

/** Origins allowed to call the API from a browser: CORS_ORIGINS (comma-separated), else the web's public URL. */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = env.CORS_ORIGINS || env.WEB_PUBLIC_URL || 'http://localhost:3000';
  return configured
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0 && origin !== '*');
}

function isPartnerEmbed(ctx: Context): boolean {
  return PARTNER_EMBED_PATH.test(ctx.path);
}

/**
 * strapi::cors `origin`: the configured origins on /api, none on the partner embed's endpoints (their controller
 * answers CORS itself) and none elsewhere (the admin panel and its APIs are same-origin only). An empty list sends
 * no CORS headers.
 */
export function corsOrigins(ctx: Context): string[] {
  if (isPartnerEmbed(ctx)) return [];
  if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return allowedOrigins();
  return [];
}

/** Credentials only ever go with a configured origin, never to a partner's page. */
export function corsCredentials(ctx: Context): boolean {
  return !isPartnerEmbed(ctx);
}
