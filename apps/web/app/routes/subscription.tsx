import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Alert, LinkButton, PlanCards } from '@tate/ui';
import { FREE_TRIAL } from '../subscription/plan-display';
import { loadPlanOptions } from '../subscription/plan-options.server';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Become a member') }];

const BENEFITS = [
  'Every meditation, story and sleep sound in the library',
  'A profile for each child, with their favourites and listening history',
  'New meditations with Tate every month',
  'Listen on the web and in the Tate apps',
  'Cancel anytime',
];

/** A lapsed member renews: no free trial (that is a first subscription's). */
export async function loader() {
  return loadPlanOptions({ trial: false });
}

/**
 * /subscription (spec section 2): where a lapsed plan lands. Header and footer are hidden here (spec), so the
 * page offers its own ways on: subscribe (one form: e-mail, terms, pay), sign up, log in, home.
 */
export default function Subscription() {
  const { plans, plansMessage } = useLoaderData<typeof loader>();
  return (
    <section className="page subscription-page" aria-labelledby="page-heading">
      <p className="subscription-page__brand">
        <Link to="/home">Tate</Link>
      </p>
      <h1 id="page-heading">Become a member and meditate with Tate</h1>
      {plansMessage ? <Alert tone="error">{plansMessage}</Alert> : null}
      <ul className="subscription-page__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <PlanCards
        plans={plans}
        label="Plans"
        headingLevel={2}
        action={(plan) => (
          <LinkButton href={`/subscription-renewal?plan=${plan.value}`} isFullWidth>
            Subscribe to {plan.title}
          </LinkButton>
        )}
      />
      <nav aria-label="More ways on" className="subscription-page__ways">
        <p>
          New to Tate? <Link to="/signup">Sign up with a {FREE_TRIAL}</Link>
        </p>
        <p>
          Already a member? <Link to="/login">Log in</Link> · <Link to="/home">Back to home</Link>
        </p>
      </nav>
    </section>
  );
}
