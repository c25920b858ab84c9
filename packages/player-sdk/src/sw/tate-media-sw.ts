import { addMediaWorkerRoutes, installMediaCacheWorker, type InstallEventLike } from './media-cache-worker';

// Install and activate are both extendable events; only install's may carry addRoutes (InstallEventLike's is optional).
declare const self: {
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEventLike) => void): void;
} & EventTarget & {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
};

// This worker handles media alone: the pages' other requests go straight to the network (MEDIA_WORKER_ROUTES).
self.addEventListener('install', (event) => {
  event.waitUntil(addMediaWorkerRoutes(event));
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// Registered as /tate-media-sw.js?signOut=/logout&signOut=…: the site's sign-out paths remove every download.
installMediaCacheWorker(self, { signOutPaths: new URL(self.location.href).searchParams.getAll('signOut') });
