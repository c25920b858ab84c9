import type { Core } from '@strapi/strapi';
import { syncPublicPermissions } from './utils/public-permissions';
import { registerTranscriptAdminRoute } from './transcripts/admin-route';
import { configureContentManager } from './editing/content-manager-layout';
import { registerScheduledPublishing, startScheduledPublishingSweep } from './publishing/scheduled-publishing';
import { provisionAdminRoles } from './admin-roles/provision-roles';
import { runSeed } from './seed';
import { demoSeedRequested } from './seed/demo-seed-switch';
import { syncPrivateMedia } from './storage/private-media/private-media-sync';
import { registerDocumentMiddlewares } from './documents/middlewares';
import { registerPublicCacheNotifier, type PublicCacheNotifier } from './webhooks/public-cache';
import { registerWebpFormats } from './media/webp-formats';
import { startPlayFlushes, type PlayFlushes } from './api/partner/lib/play-flushes';
import { registerSigningSecretRoute } from './api/partner/lib/signing-secret-route';
import { registerNumbersRoute } from './api/partner/lib/numbers-route';
import { retentionPeriods } from './api/privacy/lib/retention';
import { startRetentionJob } from './api/privacy/lib/retention-job';
import { registerMediaJobAdminRoute } from './media-pipeline/admin-route';
import { startMediaWorker, type MediaWorker } from './media-pipeline/jobs/worker';
import { queueMissingJobs } from './media-pipeline/jobs/queue-missing';
import { removeOrphanedJobFolders } from './media-pipeline/jobs/job-folders';
import { ffmpegProblem } from './media-pipeline/ffmpeg/check-binaries';
import { mediaPipelineEnabled } from './media-pipeline/settings';
import { connectCounterStore } from './security/limiters';
import { awaitEntryReadsOnDestroy, backgroundWorkSettled } from './utils/background-work';
import { keepIdleConnectionsOpen } from './http/keep-alive';
import { closeKeptRowsBus, connectKeptRowsBus, registerKeptRowsInvalidation } from './database/kept-rows';

let publicCacheNotifier: PublicCacheNotifier | null = null;
let playFlushes: PlayFlushes | null = null;
let mediaWorker: MediaWorker | null = null;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Before any save: the entry events' reads Strapi does not wait for finish before the database closes.
    awaitEntryReadsOnDestroy(strapi);
    // Every save, publish and delete goes through these, in the order written there.
    registerDocumentMiddlewares(strapi);
    // A write to a row drops what the hottest requests keep of it (here and, with Redis, everywhere): the history save's
    // child and meditation, the token's account and device session.
    registerKeptRowsInvalidation(strapi);
    registerScheduledPublishing(strapi);
    registerMediaJobAdminRoute(strapi);
    registerTranscriptAdminRoute(strapi);
    registerSigningSecretRoute(strapi);
    registerNumbersRoute(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    keepIdleConnectionsOpen(strapi.server.httpServer);
    // A retention period set out of range stops the CMS here rather than when the notice or the job first reads it.
    retentionPeriods();
    // The rate limits count in Redis from the first request, not in this process's memory while it connects.
    if (process.env.REDIS_URL) await connectCounterStore(process.env.REDIS_URL);
    connectKeptRowsBus(process.env.REDIS_URL);
    registerWebpFormats(strapi.plugin('upload').service('image-manipulation'));
    await syncPublicPermissions(strapi);
    await provisionAdminRoles(strapi);
    await configureContentManager(strapi);
    startScheduledPublishingSweep(strapi);
    startRetentionJob(strapi);
    if (demoSeedRequested()) await runSeed(strapi);
    await syncPrivateMedia(strapi);
    publicCacheNotifier = await registerPublicCacheNotifier(strapi);
    playFlushes = startPlayFlushes(strapi);
    if (mediaPipelineEnabled()) {
      const orphaned = await removeOrphanedJobFolders();
      if (orphaned > 0) strapi.log.info(`[media-pipeline] removed ${orphaned} job folder(s) left by a process that died mid-job`);
      const queued = await queueMissingJobs();
      if (queued > 0) strapi.log.info(`[media-pipeline] queued ${queued} meditation file(s) that had no job yet`);
      // Without a working ffmpeg every job would fail on the machine's account: they wait in the queue instead.
      const problem = await ffmpegProblem();
      if (problem) strapi.log.error(`[media-pipeline] the worker is not started, media jobs wait in the queue: ${problem}`);
      else mediaWorker = startMediaWorker(strapi);
    }
  },

  async destroy() {
    // First: its job goes back to the queue while the database is surely there.
    await mediaWorker?.stop();
    await publicCacheNotifier?.flush();
    await playFlushes?.stop();
    await closeKeptRowsBus();
    // Strapi has stopped its cron timers; a scheduled publication, a retention run or an entry event's read under way
    // finishes first.
    await backgroundWorkSettled();
  },
};
