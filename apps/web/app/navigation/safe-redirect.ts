/** Only same-site paths are followed after a form post; anything else goes to `fallback`. */
export function safeRedirect(to: unknown, fallback = '/home'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  return to;
}
