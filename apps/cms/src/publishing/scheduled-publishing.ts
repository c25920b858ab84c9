import type { Core } from '@strapi/strapi';
import { claimAction } from './claim-action';
import { MEDITATION } from '../media/data/meditation';
import { meditationMediaReadiness } from '../media-pipeline/readiness';
import { mediaPipelineEnabled } from '../media-pipeline/settings';
import { actionTableName, dueActions, type ScheduledAction } from './data/publisher-action';
import { backgroundWork } from '../utils/background-work';

const SWEEP_TASK = 'tate-scheduled-publishing-sweep';

type PublicationService = { toggle(record: ScheduledAction, mode: string): Promise<void> };

function publicationService(strapi: Core.Strapi): PublicationService {
  return strapi.plugin('publisher').service('publicationService') as PublicationService;
}

/** What was last logged for each waiting action, so a publication that waits says so once per state, not every sweep. */
const waitingLogged = new Map<string, string>();

/**
 * Whether a scheduled publication must wait for its meditation's media (the pipeline on, the file not ready): it is
 * then left where it is, unclaimed, and the sweep tries again a few seconds later (the guard would refuse it, and the
 * plugin would drop an action whose publication failed).
 */
async function mustWaitForMedia(strapi: Core.Strapi, record: ScheduledAction, mode: string): Promise<boolean> {
  if (mode !== 'publish' || record.entitySlug !== MEDITATION || !record.entityId || !mediaPipelineEnabled()) return false;
  const readiness = await meditationMediaReadiness(record.entityId, record.locale ?? undefined);
  if (readiness.ready) {
    waitingLogged.delete(record.documentId);
    return false;
  }
  const state = `${readiness.job.status}:${readiness.job.reason ?? ''}`;
  if (waitingLogged.get(record.documentId) !== state) {
    waitingLogged.set(record.documentId, state);
    strapi.log.info(`[scheduled-publishing] meditation ${record.entityId} waits for its media (job ${readiness.job.id} ${readiness.job.status}): ${readiness.message}`);
  }
  return true;
}

/**
 * strapi-plugin-publisher runs an action from an in-memory timer on the instance where it was scheduled,
 * and runs overdue actions when any instance boots. With several instances both paths can race, and an
 * action scheduled on an instance that stops would wait for the next boot. So every run goes through a
 * database claim (one runner per action), and every instance sweeps due actions every few seconds. A meditation
 * whose media the pipeline has not made ready waits: its action is not claimed until then.
 */
export function registerScheduledPublishing(strapi: Core.Strapi): void {
  const service = publicationService(strapi);
  const toggle = service.toggle.bind(service);
  // Claimed and run as one piece of background work: a shutdown between the claim and the run would lose the action.
  service.toggle = (record, mode) =>
    backgroundWork(async () => {
      if (await mustWaitForMedia(strapi, record, mode)) return;
      if (await claimAction(strapi.db.connection, actionTableName(), record.documentId)) await toggle(record, mode);
    });
}

/** Runs every action whose time has come, on whichever instance claims it first. */
export async function runDueActions(strapi: Core.Strapi): Promise<void> {
  for (const action of await dueActions(new Date())) await publicationService(strapi).toggle(action, action.mode);
}

export function startScheduledPublishingSweep(strapi: Core.Strapi): void {
  strapi.cron.add({
    [SWEEP_TASK]: {
      task: () => backgroundWork(() => runDueActions(strapi)),
      options: '*/5 * * * * *',
    },
  });
}
