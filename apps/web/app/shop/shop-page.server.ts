import type { CmsClient } from '../cms/client.server';
import { cms } from '../cms/cms.server';
import { fetchSiteSettings } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { loadPlanOptions } from '../subscription/plan-options.server';

/** What /subscribe and /retail read: their CMS page, the plans (with the new family's free trial) and the shop address. */
export async function loadShopPage<Page>(fetchPage: (client: CmsClient) => Promise<Page>) {
  const client = cms();
  const [[page, settings], plans] = await Promise.all([
    loadFromCms(() => Promise.all([fetchPage(client), fetchSiteSettings(client)])),
    loadPlanOptions({ trial: true }),
  ]);
  return { page, shopUrl: settings.shopUrl, ...plans };
}
