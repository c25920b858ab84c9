import type { Core } from '@strapi/strapi';
import { claimAction } from './claim-action';

const ACTION_UID = 'plugin::publisher.action';
const SWEEP_TASK = 'tate-scheduled-publishing-sweep';

type ScheduledAction = { documentId: string; mode: string; executeAt: string };
type PublicationService = { toggle(record: ScheduledAction, mode: string): Promise<void> };

function publicationService(strapi: Core.Strapi): PublicationService {
  return strapi.plugin('publisher').service('publicationService') as PublicationService;
}

/**
 * strapi-plugin-publisher runs an action from an in-memory timer on the instance where it was scheduled,
 * and runs overdue actions when any instance boots. With several instances both paths can race, and an
 * action scheduled on an instance that stops would wait for the next boot. So every run goes through a
 * database claim (one runner per action), and every instance sweeps due actions every few seconds.
 */
export function registerScheduledPublishing(strapi: Core.Strapi): void {
  const service = publicationService(strapi);
  const toggle = service.toggle.bind(service);
  service.toggle = async (record, mode) => {
    const { tableName } = strapi.db.metadata.get(ACTION_UID);
    if (await claimAction(strapi.db.connection, tableName, record.documentId)) await toggle(record, mode);
  };
}

/** Runs every action whose time has come, on whichever instance claims it first. */
export async function runDueActions(strapi: Core.Strapi): Promise<void> {
  const due = (await strapi.db.query(ACTION_UID).findMany({
    where: { executeAt: { $lte: new Date() } },
    orderBy: { executeAt: 'asc' },
  })) as ScheduledAction[];
  for (const action of due) await publicationService(strapi).toggle(action, action.mode);
}

export function startScheduledPublishingSweep(strapi: Core.Strapi): void {
  strapi.cron.add({
    [SWEEP_TASK]: {
      task: () => runDueActions(strapi),
      options: '*/5 * * * * *',
    },
  });
}
