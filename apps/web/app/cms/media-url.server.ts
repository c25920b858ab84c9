/**
 * Strapi's local upload provider stores relative paths (`/uploads/x.png`); other providers store
 * absolute URLs. The browser needs an absolute URL either way.
 */
export function mediaUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = publicUrl.replace(/\/+$/, '');
  const relative = path.replace(/^\/+/, '');
  return `${base}/${relative}`;
}
