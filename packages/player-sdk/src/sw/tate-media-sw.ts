import { addMediaWorkerRoutes, installMediaCacheWorker, type InstallEventLike } from './media-cache-worker';

declare const self: EventTarget & {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
};

// This worker handles media alone: the pages' other requests go straight to the network (MEDIA_WORKER_ROUTES).
self.addEventListener('install', (event) => {
  (event as InstallEventLike).waitUntil(addMediaWorkerRoutes(event as InstallEventLike));
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => (event as Event & { waitUntil(p: Promise<void>): void }).waitUntil(self.clients.claim()));
// Registered as /tate-media-sw.js?signOut=/logout&signOut=…: the site's sign-out paths remove every download.
installMediaCacheWorker(self, { signOutPaths: new URL(self.location.href).searchParams.getAll('signOut') });
