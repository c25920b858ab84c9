import type { CmsClient } from '../cms/client.server';
import { cms } from '../cms/cms.server';
import { fetchSiteSettings } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPlans } from '../cms/shop-pages.server';
import { newsletterPopupFor } from '../newsletter/newsletter-cookie.server';

/** What /subscribe and /retail read: their CMS page, the plans, the shop address and the newsletter pop-up. */
export async function loadShopPage<Page>(request: Request, fetchPage: (client: CmsClient) => Promise<Page>) {
  const client = cms();
  const [page, plans, settings, newsletterPopup] = await loadFromCms(() =>
    Promise.all([fetchPage(client), fetchPlans(client), fetchSiteSettings(client), newsletterPopupFor(request, client)]),
  );
  return { page, plans, shopUrl: settings.shopUrl, newsletterPopup };
}
