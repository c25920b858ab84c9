import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPlans } from '../cms/subscription.server';
import { planOptions } from './plan-display';

/**
 * The paid plans' cards as the CMS names and prices them, with the free trial when the page is for a new family;
 * none when the CMS cannot say (the page then says so).
 */
export async function loadPlanOptions({ trial }: { trial: boolean }) {
  const answer = await loadFromCms(() => fetchPlans(cms()));
  return { plans: planOptions(answer.data ?? [], { trial }), plansMessage: answer.code === 200 ? null : answer.message };
}
