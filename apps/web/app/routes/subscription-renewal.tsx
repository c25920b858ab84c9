import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Alert } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { renewByCoupon, renewSubscription, subscribedUserCheck } from '../cms/subscription.server';
import { FormCheckbox, FormTextField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { couponVerificationSchema, choosesCoupon, VERIFY_COUPON_INTENT } from '../subscription/coupon-verification';
import { answerCouponVerification, checkCoupon } from '../subscription/coupon-verification.server';
import { CouponPlanPicker } from '../subscription/CouponPlanPicker';
import { loadPlanOptions } from '../subscription/plan-options.server';
import { renewalSchema } from '../subscription/renewal-schema';
import { createToastHeaders, redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Renew Your Subscription | Tate Web' }];

export const RENEWED_MESSAGE = 'You have successfully renewed your subscription';

export async function loader({ request }: LoaderFunctionArgs) {
  const plan = new URL(request.url).searchParams.get('plan');
  return { plan: plan === 'month' || plan === 'year' || plan === 'coupon' ? plan : undefined, ...(await loadPlanOptions()) };
}

/**
 * Renewal (spec sections 2, 4, 8): the user check first; with a coupon, verify it (toast either way), then renew by
 * coupon and go to /login; otherwise the CMS answers a checkout address and the browser pays there. The Verify
 * button renews at once when the form is complete, and otherwise only verifies, so the coupon and plan come back
 * locked. A refused renewal shows the server message, then 'Internal error', and the form starts again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const verifying = choosesCoupon(formData);
  const submission = parseWithZod(formData, { schema: renewalSchema });
  if (verifying && submission.status !== 'success') {
    return answerCouponVerification(formData);
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), message: '', coupon: null }, { status: 400 });
  }
  const { email, plan, couponCode } = submission.value;
  const refused = async (message: string, options: { reset: boolean; internalError: boolean }) =>
    data(
      { result: submission.reply({ resetForm: options.reset }), message, coupon: null },
      {
        status: 400,
        headers: options.internalError ? await createToastHeaders({ type: 'error', description: 'Internal error' }) : undefined,
      },
    );

  const user = await loadFromCms(() => subscribedUserCheck(cms(), email));
  if (user.code !== 200) return refused(user.message, { reset: false, internalError: false });

  if (plan === 'coupon') {
    const { coupon, toast } = await checkCoupon(couponCode ?? '');
    if (!coupon) {
      return data({ result: submission.reply(), message: '', coupon: null }, { status: 400, headers: await createToastHeaders(toast) });
    }
    const renewed = await loadFromCms(() => renewByCoupon(cms(), email, coupon.code, coupon.plan));
    if (renewed.code !== 200) return refused(renewed.message, { reset: true, internalError: true });
    return redirectWithToast('/login', { type: 'success', title: toast.description, description: RENEWED_MESSAGE });
  }

  const renewal = await loadFromCms(() => renewSubscription(cms(), email, plan));
  if (renewal.code !== 200 || !renewal.data) return refused(renewal.message, { reset: true, internalError: true });
  throw redirect(renewal.data);
}

export default function SubscriptionRenewal() {
  const { plan, plans, plansMessage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(renewalSchema, actionData?.result, {
    defaultValue: { plan },
    intents: { [VERIFY_COUPON_INTENT]: couponVerificationSchema },
  });

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Renew Your Subscription</h1>
      <p>Enter the e-mail of your Tate account, choose a plan (or use your plush toy's coupon) and continue.</p>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        {plansMessage ? <Alert tone="error">{plansMessage}</Alert> : null}
        <CouponPlanPicker plans={plans} plan={fields.plan} couponCode={fields.couponCode} coupon={actionData?.coupon ?? null} />
        <FormCheckbox field={fields.check}>I agree to the Terms & Conditions</FormCheckbox>
        <p>
          <Link to="/termscondtion">Read the Terms & Conditions</Link>
        </p>
        <SubmitButton isFullWidth>RENEW</SubmitButton>
      </Form>
      <p>
        Not a member yet? <Link to="/signup">Sign up</Link> · Renewed already? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
