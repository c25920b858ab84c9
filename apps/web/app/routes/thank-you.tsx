import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Alert, LinkButton } from '@tate/ui';
import { z } from 'zod';
import { planLabel } from '../account/account-details';
import momentStyles from '../account/moments.css?url';
import { forgetPaymentStarted, PAYMENT_THANKS, paymentStarted } from '../account/payment-return.server';
import tatePuppy from '../account/tate-puppy.svg?no-inline';
import { cms } from '../cms/cms.server';
import { fetchSiteSettings } from '../cms/content.server';
import { formatDate } from '../locale/format-date';
import { loadFromCms } from '../cms/load.server';
import { confirmCheckout } from '../cms/subscription.server';
import { isLoggedIn } from '../session.server';
import { redirectWithToast } from '../toast/toast.server';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Thank you for subscribing') }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: momentStyles }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** A Stripe Checkout Session id, or the demo checkout's signed session (a JWT) when the CMS has no Stripe keys. */
const sessionIdSchema = z.union([z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/), z.string().max(2048).regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)]);

type Purchase =
  | { state: 'paid'; plan: string; until: string | null }
  | { state: 'pending' }
  | { state: 'unconfirmed'; message: string }
  | { state: 'none' };

/**
 * The browser's return from checkout. With the session id (Stripe's, or the demo checkout's) the CMS confirms the
 * session (applied once, whether or not the webhook came first), so the page says what was bought. A payment made on
 * /payment is thanked with a toast on the home page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const sessionId = sessionIdSchema.safeParse(new URL(request.url).searchParams.get('session_id'));
  const loggedIn = await isLoggedIn(request);
  let purchase: Purchase = { state: 'none' };
  if (sessionId.success) {
    const [answer, settings] = await loadFromCms(() => Promise.all([confirmCheckout(cms(), sessionId.data), fetchSiteSettings(cms())]));
    if (answer.code === 200 && answer.data) {
      purchase = { state: 'paid', plan: planLabel(answer.data.subscriptionPlan), until: formatDate(answer.data.expiryDate, settings.locale) };
    } else if (answer.code === 402) {
      purchase = { state: 'pending' };
    } else {
      purchase = { state: 'unconfirmed', message: answer.message };
    }
  }
  // A payment from /payment: the spec's 'THANK YOU FOR PAYMENT', then home; a payment still being confirmed keeps
  // this page and its 'check again'.
  if ((purchase.state === 'paid' || purchase.state === 'none') && (await paymentStarted(request))) {
    return redirectWithToast('/', { type: 'success', description: PAYMENT_THANKS }, { headers: { 'Set-Cookie': await forgetPaymentStarted() } });
  }
  return data({ purchase, loggedIn, retry: sessionId.success ? `/thank-you?session_id=${sessionId.data}` : null });
}

function Confirmation({ purchase, retry }: { purchase: Purchase; retry: string | null }) {
  switch (purchase.state) {
    case 'paid':
      return (
        <p role="status" className="moment__summary">
          Your <strong>{purchase.plan}</strong> plan is active
          {purchase.until ? (
            <>
              {' '}
              until <strong>{purchase.until}</strong>
            </>
          ) : null}
          .
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
      return null;
  }
}

/** The three steps from a new plan to the first calm minute; a visitor signs in on the way to the first. */
function NextSteps({ loggedIn }: { loggedIn: boolean }) {
  const steps = [
    {
      title: 'Add your child',
      text: 'Make a profile so Tate knows who is listening and keeps their favourites.',
      href: loggedIn ? '/account/create-child' : '/login?redirectTo=%2Faccount%2Fcreate-child',
      label: 'Add your child',
    },
    {
      title: 'Connect Tate',
      text: 'Switch on your plush Tate and pair him over Bluetooth.',
      href: '/welcome-details#bluetooth',
      label: 'How to connect Tate',
    },
    {
      title: 'Play the first meditation',
      text: 'Pick a calm story in the library, cuddle up and press play.',
      href: '/library',
      label: 'Open the library',
    },
  ];
  return (
    <ol className="moment__steps" aria-label="Next steps">
      {steps.map((step, index) => (
        <li key={step.title} className="surface-card moment__step">
          <span className="moment__step-number" aria-hidden="true">
            {index + 1}
          </span>
          <h2>{step.title}</h2>
          <p>{step.text}</p>
          <Link to={step.href}>{step.label}</Link>
        </li>
      ))}
    </ol>
  );
}

/** Thank-you (spec section 2): header and footer hidden, so the page itself offers the next steps. */
export default function ThankYou() {
  const { purchase, loggedIn, retry } = useLoaderData<typeof loader>();
  return (
    <section className="page moment" aria-labelledby="page-heading">
      <p className="subscription-page__brand">
        <Link to="/home">Tate</Link>
      </p>
      <img className="moment__tate" src={tatePuppy} alt="Tate the puppy, smiling" width={160} height={160} />
      <h1 id="page-heading">Thank you for subscribing!</h1>
      <Confirmation purchase={purchase} retry={retry} />
      <NextSteps loggedIn={loggedIn} />
      <p className="button-row moment__actions">
        {loggedIn ? (
          <LinkButton href="/library">Start listening</LinkButton>
        ) : (
          <LinkButton href="/login">Log in to start listening</LinkButton>
        )}
        <Link to="/home">Back to home</Link>
      </p>
    </section>
  );
}
