/** The site's public origin for canonical links and the sitemap: WEB_PUBLIC_URL, or the request's own origin. */
export function siteOrigin(request: Pick<Request, 'url'>, env: Record<string, string | undefined> = process.env): string {
  return new URL(env.WEB_PUBLIC_URL || request.url).origin;
}
