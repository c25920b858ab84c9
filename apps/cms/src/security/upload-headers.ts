import type { Context } from 'koa';

/** Types a browser may render inline from an upload: pictures (no SVG), sound and video. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif|bmp)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * Headers for a stored upload served from the CMS origin (where the admin panel lives): never sniffed,
 * never scripted (a sandboxing CSP), and anything but a picture, a sound or a video is a download, so an
 * upload can never run as a page on the admin's origin whatever its extension says.
 */
export function setUploadSafetyHeaders(ctx: Context): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  const type = (ctx.response.type || '').toLowerCase();
  if (!INLINE_TYPES.test(type)) {
    ctx.type = 'application/octet-stream';
    ctx.set('Content-Disposition', 'attachment');
  }
}
