import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchRetailPage, fetchToySpecs } from '../cms/shop-pages.server';
import { FeatureSection } from '../shop/FeatureSection';
import { PlansOffer } from '../shop/PlansOffer';
import { ShopHero } from '../shop/ShopHero';
import { ToyActions } from '../shop/ToyActions';
import { ToySpecs } from '../shop/ToySpecs';
import { loadShopPage } from '../shop/shop-page.server';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Bring Tate home') }];

export async function loader() {
  const [shop, specs] = await Promise.all([loadShopPage(fetchRetailPage), loadFromCms(() => fetchToySpecs(cms()))]);
  return { ...shop, specs };
}

/** The toy in the shop: what comes in the box, the toy's facts, the shop link, and the plans for families without a toy. */
export default function Retail() {
  const { page, specs, plans, plansMessage, shopUrl } = useLoaderData<typeof loader>();
  return (
    <div className="page shop-page">
      <ShopHero page={page} picture={page.toyImage} look="retail">
        <ToyActions shopUrl={shopUrl} shopLabel={page.shopLabel} />
      </ShopHero>
      <FeatureSection id="box-heading" heading="In the box" features={page.inTheBox} />
      {specs ? <ToySpecs id="specs-heading" specs={specs} /> : null}
      <PlansOffer heading={page.plansHeading} plans={plans} plansMessage={plansMessage} />
    </div>
  );
}
