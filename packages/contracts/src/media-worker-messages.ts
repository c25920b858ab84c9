/**
 * The message a page sends the player SDK's active media worker (`/tate-media-sw.js`) when the worker does not control
 * it. A page whose navigation began before the worker was active, and which became a client after the worker's claim
 * ran, stays uncontrolled until its next navigation: its downloads would not play offline. On this message the worker
 * claims its clients again.
 */
export const MEDIA_WORKER_CLAIM = 'tate-media-worker:claim';
