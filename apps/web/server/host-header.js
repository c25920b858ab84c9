// @ts-check

/**
 * True when `value` is a host name or address with an optional port (0-65535) and nothing else.
 * @param {string} value
 */
function isHost(value) {
  try {
    const url = new URL(`http://${value}`);
    return url.host !== '' && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * Answers 400 to a request whose Host, or a host in its X-Forwarded-Host list, is not a host with an optional port,
 * such as `localhost:99999` or `a:b`: the page cache and Remix build the page's address from them (Remix reads the
 * forwarded port even from a proxy it does not trust), and an address that cannot be built was a 500.
 * @returns {import('express').RequestHandler}
 */
export function hostHeaderCheck() {
  return (req, res, next) => {
    const forwarded = req.get('x-forwarded-host')?.split(',').map((host) => host.trim()) ?? [];
    const hosts = [req.get('host'), ...forwarded].filter((value) => value !== undefined);
    if (hosts.every(isHost)) return next();
    res.status(400).type('text/plain').send('Bad Request: the Host header is not a host name');
  };
}
