import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Alert, PlanPicker } from '@tate/ui';
import { verifyCoupon } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { renewByCoupon, renewSubscription, subscribedUserCheck } from '../cms/subscription.server';
import { FormCheckbox, FormTextField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { renewalSchema } from '../subscription/renewal-schema';
import { createToastHeaders, redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Renew Your Subscription | Tate Web' }];

export const RENEWED_MESSAGE = 'You have successfully renewed your subscription';

export async function loader({ request }: LoaderFunctionArgs) {
  const plan = new URL(request.url).searchParams.get('plan');
  return { plan: plan === 'month' || plan === 'year' || plan === 'coupon' ? plan : undefined };
}

/**
 * Renewal (spec sections 2, 4, 8): the user check first; with a coupon, verify it then renew by coupon and go to
 * /login; otherwise the CMS answers a checkout address and the browser pays there. A refused renewal shows the
 * server message, then 'Internal error', and the form starts again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: renewalSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), message: '' }, { status: 400 });
  }
  const { email, plan, couponCode } = submission.value;
  const refused = async (message: string, options: { reset: boolean; internalError: boolean }) =>
    data(
      { result: submission.reply({ resetForm: options.reset }), message },
      {
        status: 400,
        headers: options.internalError ? await createToastHeaders({ type: 'error', description: 'Internal error' }) : undefined,
      },
    );

  const user = await loadFromCms(() => subscribedUserCheck(cms(), email));
  if (user.code !== 200) return refused(user.message, { reset: false, internalError: false });

  if (plan === 'coupon') {
    const code = couponCode ?? '';
    const coupon = await loadFromCms(() => verifyCoupon(cms(), code));
    if (coupon.code !== 200 || !coupon.data) return refused(coupon.message || 'Invalid coupon code', { reset: false, internalError: false });
    const couponPlan = coupon.data.plan;
    const renewed = await loadFromCms(() => renewByCoupon(cms(), email, code, couponPlan));
    if (renewed.code !== 200) return refused(renewed.message, { reset: true, internalError: true });
    return redirectWithToast('/login', { type: 'success', description: RENEWED_MESSAGE });
  }

  const renewal = await loadFromCms(() => renewSubscription(cms(), email, plan));
  if (renewal.code !== 200 || !renewal.data) return refused(renewal.message, { reset: true, internalError: true });
  throw redirect(renewal.data);
}

export default function SubscriptionRenewal() {
  const { plan } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(renewalSchema, actionData?.result, { defaultValue: { plan } });

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Renew Your Subscription</h1>
      <p>Enter the e-mail of your Tate account, choose a plan (or use your plush toy's coupon) and continue.</p>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <PlanPicker
          name={fields.plan.name}
          key={fields.plan.key}
          defaultValue={fields.plan.initialValue}
          errorMessage={fields.plan.errors?.[0]}
          couponName={fields.couponCode.name}
          couponDefaultValue={fields.couponCode.initialValue}
          couponErrorMessage={fields.couponCode.errors?.[0]}
        />
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
