import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Alert, Button } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPlans } from '../cms/subscription.server';
import { badgeOf, periodOf, priceOf } from '../subscription/plan-display';

export const meta: MetaFunction = () => [{ title: 'Become a Member | Tate Web' }];

const BENEFITS = [
  'Every meditation, story and sleep sound in the library',
  'A profile for each child, with their favourites and listening history',
  'New meditations with Tate every month',
  'Listen on the web and in the Tate apps',
  'Cancel anytime',
];

export async function loader(_args: LoaderFunctionArgs) {
  const answer = await loadFromCms(() => fetchPlans(cms()));
  const plans = (answer.data ?? []).map((plan) => ({
    interval: plan.interval,
    title: plan.interval === 'month' ? '1 Month' : '1 Year',
    price: priceOf(plan),
    period: periodOf(plan),
    badge: badgeOf(plan),
  }));
  return { plans, message: answer.code === 200 ? null : answer.message };
}

/**
 * /subscription (spec section 2): where a lapsed plan lands. Header and footer are hidden here (spec), so the
 * page offers its own ways on: subscribe (one form: e-mail, terms, pay), sign up, log in, home.
 */
export default function Subscription() {
  const { plans, message } = useLoaderData<typeof loader>();
  return (
    <section className="page subscription-page" aria-labelledby="page-heading">
      <p className="subscription-page__brand">
        <Link to="/home">Tate</Link>
      </p>
      <h1 id="page-heading">Become a member and meditate with Tate</h1>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <ul className="subscription-page__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <ul className="subscription-page__plans" aria-label="Plans">
        {plans.map((plan) => (
          <li key={plan.interval} className="subscription-plan">
            <h2 className="subscription-plan__title">{plan.title}</h2>
            <p className="subscription-plan__price">
              <strong>{plan.price}</strong> {plan.period}
            </p>
            {plan.badge ? <p className="subscription-plan__badge">{plan.badge}</p> : null}
            <Form method="get" action="/subscription-renewal">
              <input type="hidden" name="plan" value={plan.interval} />
              <Button type="submit" isFullWidth aria-label={`Subscribe to ${plan.title}`}>
                Subscribe
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      <nav aria-label="More ways on" className="subscription-page__ways">
        <p>
          New to Tate? <Link to="/signup">Sign up with a 14-day free trial</Link>
        </p>
        <p>
          Already a member? <Link to="/login">Log in</Link> · <Link to="/home">Back to home</Link>
        </p>
      </nav>
    </section>
  );
}
