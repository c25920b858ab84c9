import { LinkButton } from '@tate/ui';
import type { Plan } from '../cms/shop-pages.server';

const PER = { month: 'per month', year: 'per year' } as const;

/** The paid plans from the CMS, each with its price, discount badge and a way to start. */
export function PlanCards({ heading, plans }: { heading: string; plans: Plan[] }) {
  return (
    <section className="shop-plans" aria-labelledby="plans-heading">
      <h2 id="plans-heading">{heading}</h2>
      <ul className="shop-plans__list">
        {plans.map((plan) => (
          <li key={plan.id} className="shop-plans__plan">
            <h3 className="shop-plans__name">{plan.name}</h3>
            {plan.discountLabel ? <p className="shop-plans__badge">Save {plan.discountLabel}</p> : null}
            <p className="shop-plans__price">
              {plan.price} <span className="shop-plans__per">{PER[plan.interval]}</span>
            </p>
            <p>Free 14 day trial, cancel anytime.</p>
            <LinkButton href={`/signup?plan=${plan.interval}`} variant="primary" isFullWidth>
              Start with {plan.name}
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
