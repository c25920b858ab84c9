import { installMediaCacheWorker } from './media-cache-worker';

declare const self: EventTarget & { skipWaiting(): Promise<void>; clients: { claim(): Promise<void> } };

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => (event as Event & { waitUntil(p: Promise<void>): void }).waitUntil(self.clients.claim()));
installMediaCacheWorker(self);
