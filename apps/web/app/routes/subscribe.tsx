import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ResponsiveImage } from '@tate/ui';
import { fetchSubscribePage } from '../cms/shop-pages.server';
import { PlansOffer } from '../shop/PlansOffer';
import { ToyActions } from '../shop/ToyActions';
import { loadShopPage } from '../shop/shop-page.server';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Subscribe') }];

export async function loader() {
  return loadShopPage(fetchSubscribePage);
}

/** Why subscribe, the plans from the CMS, and the plush toy with its shop link. */
export default function Subscribe() {
  const { page, plans, plansMessage, shopUrl } = useLoaderData<typeof loader>();
  return (
    <div className="page shop-page">
      <section aria-labelledby="page-heading" className="shop-page__intro">
        <h1 id="page-heading">{page.heading}</h1>
        {page.intro ? <p>{page.intro}</p> : null}
      </section>
      <PlansOffer heading={page.plansHeading} plans={plans} plansMessage={plansMessage} />
      <section className="shop-toy" aria-labelledby="toy-heading">
        {page.toyImage ? (
          <a href="/product/details" className="shop-toy__picture">
            <ResponsiveImage image={page.toyImage} sizes="(min-width: 768px) 50vw, 100vw" />
          </a>
        ) : null}
        <div>
          <h2 id="toy-heading">{page.toyHeading}</h2>
          {page.toyText ? <p>{page.toyText}</p> : null}
          <ToyActions shopUrl={shopUrl} shopLabel={page.shopLabel} />
        </div>
      </section>
    </div>
  );
}
