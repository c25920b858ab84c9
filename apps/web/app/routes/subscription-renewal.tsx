import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Alert } from '@tate/ui';
import { isPlanChoice } from '@tate/contracts';
import { cms } from '../cms/cms.server';
import { renewByCoupon, renewSubscription, subscribedUserCheck } from '../cms/subscription.server';
import { FormCheckbox, FormTextField } from '../forms/fields';
import { submitForm } from '../forms/form-action.server';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { PageFrame } from '../layout/PageFrame';
import { checkCoupon, couponOrCheckout, refusedCoupon, type CouponFlowAnswer } from '../subscription/coupon-verification.server';
import { CouponPlanPicker } from '../subscription/CouponPlanPicker';
import { loadPlanOptions } from '../subscription/plan-options.server';
import { useCouponPlanForm } from '../subscription/use-coupon-plan-form';
import { renewalSchema, type RenewalForm } from '../subscription/renewal-schema';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Renew your subscription') }];

export const RENEWED_MESSAGE = 'You have successfully renewed your subscription';

export async function loader({ request }: LoaderFunctionArgs) {
  const plan = new URL(request.url).searchParams.get('plan');
  return { plan: isPlanChoice(plan) ? plan : undefined, ...(await loadPlanOptions({ trial: false })) };
}

/**
 * The user check first; with a coupon, verify it (a refusal is said by the coupon input), then renew by coupon;
 * otherwise the CMS answers a checkout address. A refused renewal shows the server message, and what was typed stays.
 */
async function renew({ email, plan, couponCode }: RenewalForm): Promise<CouponFlowAnswer> {
  const user = await subscribedUserCheck(cms(), email);
  if (user.code !== 200) return { ...user, reset: false };
  if (plan === 'coupon') {
    const checked = await checkCoupon(couponCode ?? '');
    if (!checked.coupon) return refusedCoupon(checked.refusal);
    const renewed = await renewByCoupon(cms(), email, checked.coupon.code, checked.coupon.plan);
    return { ...renewed, coupon: checked.coupon };
  }
  const renewal = await renewSubscription(cms(), email, plan);
  return { code: renewal.code, message: renewal.message, checkout: renewal.data ?? undefined };
}

/**
 * Renewal (spec sections 2, 4, 8): by coupon it goes on to /login, by payment to the checkout page. The Verify
 * button renews at once when the form is complete, and otherwise only verifies, so the coupon and plan come back
 * locked.
 */
export async function action({ request }: ActionFunctionArgs) {
  return submitForm(request, {
    schema: renewalSchema,
    send: renew,
    ...couponOrCheckout({ paidToast: null, couponDone: RENEWED_MESSAGE }),
  });
}

export default function SubscriptionRenewal() {
  const { plan, plans, plansMessage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useCouponPlanForm(renewalSchema, actionData?.result, { plan });

  return (
    <PageFrame heading="Renew your subscription" className="auth-page">
      <p>Enter the e-mail of your Tate account, choose a plan (or use your plush toy's coupon) and continue.</p>
      <Form method="post" {...formAlertProps(form, actionData)} className="auth-form">
        <FormAlert form={form} answer={actionData} />
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        {plansMessage ? <Alert tone="error">{plansMessage}</Alert> : null}
        <CouponPlanPicker plans={plans} plan={fields.plan} couponCode={fields.couponCode} answer={actionData} />
        <FormCheckbox field={fields.check}>I agree to the Terms & Conditions</FormCheckbox>
        <p>
          <Link to="/termscondtion">Read the Terms & Conditions</Link>
        </p>
        <SubmitButton isFullWidth>Renew</SubmitButton>
      </Form>
      <p>
        Not a member yet? <Link to="/signup">Sign up</Link> · Renewed already? <Link to="/login">Log in</Link>
      </p>
    </PageFrame>
  );
}
