import { MEDIA_WORKER_CLAIM } from '@tate/contracts';
import { addMediaWorkerRoutes, installMediaCacheWorker, type InstallEventLike } from './media-cache-worker';

// Install and activate are both extendable events; only install's may carry addRoutes (InstallEventLike's is optional).
// A page's message is extendable too.
declare const self: {
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: Pick<InstallEventLike, 'waitUntil'> & { data: unknown }) => void): void;
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
// A page that missed that claim (it became a client just after) asks for another.
self.addEventListener('message', (event) => {
  if (event.data === MEDIA_WORKER_CLAIM) event.waitUntil(self.clients.claim());
});
// Registered as /tate-media-sw.js?signOut=/logout&signOut=…: the site's sign-out paths remove every download.
installMediaCacheWorker(self, { signOutPaths: new URL(self.location.href).searchParams.getAll('signOut') });
