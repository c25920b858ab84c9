// @ts-check

/**
 * The largest bodies the web accepts: forms and JSON are small; multipart carries a child's photo (5 MB); the CMS's
 * public-content notice lists at most 100 changed types and ids (apps/cms/src/webhooks/public-cache.ts), and is only
 * read after its secret is checked.
 */
export const BODY_LIMITS = { formBytes: 100 * 1024, multipartBytes: 6 * 1024 * 1024, webhookBytes: 16 * 1024 };
export const WEBHOOK_PATH = '/resources/cms-webhook';
/** How long the rest of a refused body is read and dropped before the connection is cut. */
const DRAIN_MS = 5_000;

/**
 * Refuses a body that is too large before any work (413), from its declared Content-Length: Node's HTTP parser
 * never reads more than that length as the body. A body of unknown length (chunked) must say its length (411).
 * @param {typeof BODY_LIMITS} limits
 * @returns {import('express').RequestHandler}
 */
export function bodyLimit(limits = BODY_LIMITS) {
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      if (req.headers['transfer-encoding'] === undefined) return next();
      res.set('Connection', 'close').status(411).type('text/plain').send('Please send the length of the request.');
      return;
    }
    const multipart = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
    const max = req.path === WEBHOOK_PATH ? limits.webhookBytes : multipart ? limits.multipartBytes : limits.formBytes;
    if (Number(declared) > max) {
      // Answer at once; Node then reads and drops what the client is still sending (so the client, still writing,
      // can read the answer instead of a broken pipe), for a few seconds at most.
      const cutOff = setTimeout(() => req.socket.destroy(), DRAIN_MS);
      req.once('end', () => clearTimeout(cutOff));
      req.once('close', () => clearTimeout(cutOff));
      res.status(413).type('text/plain').send('This request is too large.');
      return;
    }
    next();
  };
}
