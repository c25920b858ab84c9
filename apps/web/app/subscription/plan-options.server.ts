import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPlans } from '../cms/subscription.server';
import { planOptions } from './plan-display';

/** The paid plans' cards as the CMS prices them; none when the CMS cannot say (the page then says so). */
export async function loadPlanOptions() {
  const answer = await loadFromCms(() => fetchPlans(cms()));
  return { plans: planOptions(answer.data ?? []), plansMessage: answer.code === 200 ? null : answer.message };
}
