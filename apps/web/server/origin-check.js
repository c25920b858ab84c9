// @ts-check

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403) a form post or any other action sent from another site: its Origin must be this site's, or, when
 * a browser sends no Origin, Sec-Fetch-Site must say same-origin (or `none`: typed by the user). A request with
 * neither header does not come from a browser page and cannot carry a visitor's cookies against their will.
 * Forms without JavaScript send Origin like any other post, so they keep working.
 * @param {{ publicUrl?: string }} options the site's public address (WEB_PUBLIC_URL), when a proxy in front
 *   changes the Host the web sees
 * @returns {import('express').RequestHandler}
 */
export function originCheck({ publicUrl } = {}) {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host')}`;
    const allowed = origin
      ? origin === own || origin === configured
      : ['same-origin', 'none', undefined].includes(req.get('sec-fetch-site'));
    if (allowed) return next();
    res.status(403).type('text/plain').send('This form can only be sent from this site.');
  };
}
