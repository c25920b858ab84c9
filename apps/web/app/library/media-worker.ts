/** Signing out (the form, or its fetch with JavaScript) removes every download from this browser. */
const MEDIA_WORKER_URL = '/tate-media-sw.js?signOut=/logout&signOut=/logout.data';

/** Registers the media service worker once per page; without support, meditations simply play online. */
export function registerMediaWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(MEDIA_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.warn('The offline player could not start', error);
  });
}
