import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { fetchSubscribePage } from '../cms/shop-pages.server';
import { NewsletterPopup } from '../newsletter/NewsletterPopup';
import { PlanCards } from '../shop/PlanCards';
import { ToyActions } from '../shop/ToyActions';
import { loadShopPage } from '../shop/shop-page.server';
import { ResponsiveImage } from '@tate/ui';

export const meta: MetaFunction = () => [{ title: 'Subscribe | Tate Web' }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadShopPage(request, fetchSubscribePage);
}

/** Why subscribe, the plans from the CMS, and the plush toy with its shop link. */
export default function Subscribe() {
  const { page, plans, shopUrl, newsletterPopup } = useLoaderData<typeof loader>();
  return (
    <div className="page shop-page">
      <section aria-labelledby="page-heading" className="shop-page__intro">
        <h1 id="page-heading">{page.heading}</h1>
        {page.intro ? <p>{page.intro}</p> : null}
      </section>
      <PlanCards heading={page.plansHeading} plans={plans} />
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
      {newsletterPopup ? <NewsletterPopup popup={newsletterPopup} /> : null}
    </div>
  );
}
