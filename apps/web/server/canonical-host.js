// @ts-check

/**
 * Sends a visitor who reached the site under another name of it (127.0.0.1 for localhost, the bare domain for www)
 * to the host of WEB_PUBLIC_URL, keeping the path and query. Session cookies belong to one host name and the CMS
 * writes that name into reset e-mails and payment returns: without this, a parent who signed in on one name comes
 * back on the other signed out.
 *
 * Only reads (GET, HEAD) move: a form sent to the other name is judged by the Origin check, not turned into a GET.
 * The host name is compared, not the port or scheme: behind a proxy that is not trusted (TRUST_PROXY) the web sees
 * http and its own port, and a scheme check would send every request round in a loop. Behind a proxy that rewrites
 * the Host header without sending X-Forwarded-Host, turn it off with CANONICAL_HOST_REDIRECT=off.
 * @param {{ publicUrl?: string, enabled?: boolean }} options
 * @returns {import('express').RequestHandler}
 */
export function canonicalHost({ publicUrl, enabled = true }) {
  if (!publicUrl || !enabled) return (_req, _res, next) => next();
  const canonical = new URL(publicUrl);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.hostname === canonical.hostname) return next();
    res.redirect(301, `${canonical.origin}${req.originalUrl}`);
  };
}

/**
 * CANONICAL_HOST_REDIRECT: on unless set to `off` (or `false`, `0`).
 * @param {string | undefined} value
 */
export function readCanonicalHostSwitch(value) {
  return !['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());
}
