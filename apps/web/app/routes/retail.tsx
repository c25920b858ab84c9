import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { fetchRetailPage } from '../cms/shop-pages.server';
import { NewsletterPopup } from '../newsletter/NewsletterPopup';
import { FeatureList } from '../shop/FeatureList';
import { PlanCards } from '../shop/PlanCards';
import { ToyActions } from '../shop/ToyActions';
import { loadShopPage } from '../shop/shop-page.server';
import { ResponsiveImage } from '@tate/ui';

export const meta: MetaFunction = () => [{ title: 'Retail | Tate Web' }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadShopPage(request, fetchRetailPage);
}

/** The toy in the shop: what comes in the box, the shop link, and the plans for families without a toy. */
export default function Retail() {
  const { page, plans, shopUrl, newsletterPopup } = useLoaderData<typeof loader>();
  return (
    <div className="page shop-page">
      <section className="shop-toy" aria-labelledby="page-heading">
        {page.toyImage ? (
          <ResponsiveImage image={page.toyImage} sizes="(min-width: 768px) 50vw, 100vw" priority className="shop-toy__picture" />
        ) : null}
        <div>
          <h1 id="page-heading">{page.heading}</h1>
          {page.intro ? <p>{page.intro}</p> : null}
          <ToyActions shopUrl={shopUrl} shopLabel={page.shopLabel} />
        </div>
      </section>
      {page.inTheBox.length > 0 ? (
        <section aria-labelledby="box-heading">
          <h2 id="box-heading">In the box</h2>
          <FeatureList features={page.inTheBox} />
        </section>
      ) : null}
      <PlanCards heading={page.plansHeading} plans={plans} />
      {newsletterPopup ? <NewsletterPopup popup={newsletterPopup} /> : null}
    </div>
  );
}
