import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { MESSAGES, PLAN_INTERVALS } from '@tate/contracts';
import { Alert, PlanPicker } from '@tate/ui';
import { z } from 'zod';
import { requireParent } from '../account/guard.server';
import { markPaymentStarted } from '../account/payment-return.server';
import { getDetail } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { renewSubscription } from '../cms/subscription.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { loadPlanOptions } from '../subscription/plan-options.server';

export const meta: MetaFunction = () => [{ title: 'Payment | Tate Web' }];

const paymentSchema = z.object({
  plan: z.enum(PLAN_INTERVALS, { required_error: MESSAGES.planRequired, invalid_type_error: MESSAGES.planRequired }),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireParent(request);
  return loadPlanOptions();
}

/**
 * A signed-in parent pays for a chosen plan: the CMS answers the checkout address (or its message). The browser is
 * marked, so its return from checkout thanks the parent for the payment and goes home (see /thank-you).
 */
export async function action({ request }: ActionFunctionArgs) {
  const token = await requireParent(request);
  const submission = parseWithZod(await request.formData(), { schema: paymentSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), message: '' }, { status: 400 });
  const detail = await loadFromCms(() => getDetail(cms(), token));
  if (!detail.data) return data({ result: submission.reply(), message: detail.message }, { status: 400 });
  const email = detail.data.email;
  const checkout = await loadFromCms(() => renewSubscription(cms(), email, submission.value.plan));
  if (checkout.code !== 200 || !checkout.data) return data({ result: submission.reply(), message: checkout.message }, { status: 400 });
  throw redirect(checkout.data, { headers: { 'Set-Cookie': await markPaymentStarted() } });
}

export default function Payment() {
  const { plans, plansMessage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(paymentSchema, actionData?.result);
  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Payment</h1>
      <p>Choose the plan to pay for. You pay on the secure checkout page and come back here when it is done.</p>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        {plansMessage ? <Alert tone="error">{plansMessage}</Alert> : null}
        <PlanPicker
          name={fields.plan.name}
          key={fields.plan.key}
          defaultValue={fields.plan.initialValue}
          errorMessage={fields.plan.errors?.[0]}
          plans={plans}
          couponName={null}
        />
        <SubmitButton isFullWidth>PAY</SubmitButton>
      </Form>
      <p>
        <Link to="/account/details">Back to your account</Link>
      </p>
    </section>
  );
}
