import { MEDIA_WORKER_CLAIM } from '@tate/contracts';

/** Signing out (the form, or its fetch with JavaScript) removes every download from this browser. */
const MEDIA_WORKER_URL = '/tate-media-sw.js?signOut=/logout&signOut=/logout.data';

/** Registers the media service worker once per page; without support, meditations simply play online. */
export function registerMediaWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  workers.register(MEDIA_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.warn('The offline player could not start', error);
  });
  // A page opened while the worker was starting can miss its claim: once the worker is active, it asks for one.
  void workers.ready.then((registration) => {
    if (!workers.controller) registration.active?.postMessage(MEDIA_WORKER_CLAIM);
  });
}
