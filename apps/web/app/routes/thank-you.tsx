import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Alert, LinkButton } from '@tate/ui';
import { z } from 'zod';
import { formatDate, planLabel } from '../account/account-details';
import { forgetPaymentStarted, PAYMENT_THANKS, paymentStarted } from '../account/payment-return.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { confirmCheckout } from '../cms/subscription.server';
import { isLoggedIn } from '../session.server';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Thank You! For subscription | Tate Web' }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const sessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/);

type Purchase =
  | { state: 'paid'; plan: string; until: string | null }
  | { state: 'pending' }
  | { state: 'unconfirmed'; message: string }
  | { state: 'none' };

/**
 * The browser's return from checkout. With Stripe's session id the CMS confirms the session (applied once,
 * whether or not the webhook came first), so the page says what was bought; the demo checkout returns here
 * without one after it has started the plan itself. A payment made on /payment is thanked with a toast on the home page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const sessionId = sessionIdSchema.safeParse(new URL(request.url).searchParams.get('session_id'));
  const loggedIn = await isLoggedIn(request);
  let purchase: Purchase = { state: 'none' };
  if (sessionId.success) {
    const answer = await loadFromCms(() => confirmCheckout(cms(), sessionId.data));
    if (answer.code === 200 && answer.data) {
      purchase = { state: 'paid', plan: planLabel(answer.data.subscriptionPlan), until: formatDate(answer.data.expiryDate) };
    } else if (answer.code === 402) {
      purchase = { state: 'pending' };
    } else {
      purchase = { state: 'unconfirmed', message: answer.message };
    }
  }
  // A payment from /payment: the spec's 'THANK YOU FOR PAYMENT', then home. The demo checkout returns without a
  // session id once it has started the plan; a payment still being confirmed keeps this page and its 'check again'.
  if ((purchase.state === 'paid' || purchase.state === 'none') && (await paymentStarted(request))) {
    return redirectWithToast('/', { type: 'success', description: PAYMENT_THANKS }, { headers: { 'Set-Cookie': await forgetPaymentStarted() } });
  }
  return data({ purchase, loggedIn, retry: sessionId.success ? `/thank-you?session_id=${sessionId.data}` : null });
}

function Confirmation({ purchase, retry }: { purchase: Purchase; retry: string | null }) {
  switch (purchase.state) {
    case 'paid':
      return (
        <p role="status" className="thank-you-page__summary">
          Your <strong>{purchase.plan}</strong> plan is active
          {purchase.until ? (
            <>
              {' '}
              until <strong>{purchase.until}</strong>
            </>
          ) : null}
          . A receipt is on its way to your e-mail.
        </p>
      );
    case 'pending':
      return (
        <Alert tone="info">
          Your payment is still being confirmed. This takes a moment: <Link to={retry ?? '/thank-you'}>check again</Link>.
        </Alert>
      );
    case 'unconfirmed':
      return <Alert tone="warning">{purchase.message}. If you paid, your plan starts as soon as the payment is confirmed.</Alert>;
    case 'none':
      return <p className="thank-you-page__summary">Your subscription is being set up. Log in to start listening with Tate.</p>;
  }
}

/** Thank-you (spec section 2): header and footer hidden, so the page itself offers the next step. */
export default function ThankYou() {
  const { purchase, loggedIn, retry } = useLoaderData<typeof loader>();
  return (
    <section className="page thank-you-page" aria-labelledby="page-heading">
      <p className="subscription-page__brand">
        <Link to="/home">Tate</Link>
      </p>
      <h1 id="page-heading">Thank You! For subscription</h1>
      <Confirmation purchase={purchase} retry={retry} />
      <p>
        {loggedIn ? (
          <LinkButton href="/library">Start listening</LinkButton>
        ) : (
          <LinkButton href="/login">Log in to start listening</LinkButton>
        )}
      </p>
      <p>
        <Link to="/home">Back to home</Link>
      </p>
    </section>
  );
}
