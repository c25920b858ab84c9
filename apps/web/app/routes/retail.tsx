import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { fetchRetailPage } from '../cms/shop-pages.server';
import { FeatureSection } from '../shop/FeatureSection';
import { PlansOffer } from '../shop/PlansOffer';
import { ShopHero } from '../shop/ShopHero';
import { ToyActions } from '../shop/ToyActions';
import { loadShopPage } from '../shop/shop-page.server';

export const meta: MetaFunction = () => [{ title: 'Retail | Tate Web' }];

export async function loader() {
  return loadShopPage(fetchRetailPage);
}

/** The toy in the shop: what comes in the box, the shop link, and the plans for families without a toy. */
export default function Retail() {
  const { page, plans, plansMessage, shopUrl } = useLoaderData<typeof loader>();
  return (
    <div className="page shop-page">
      <ShopHero page={page} picture={page.toyImage} look="retail">
        <ToyActions shopUrl={shopUrl} shopLabel={page.shopLabel} />
      </ShopHero>
      <FeatureSection id="box-heading" heading="In the box" features={page.inTheBox} />
      <PlansOffer heading={page.plansHeading} plans={plans} plansMessage={plansMessage} />
    </div>
  );
}
