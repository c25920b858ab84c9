import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { PLAN_MESSAGES, PLAN_INTERVALS } from '@tate/contracts';
import { Alert, PlanPicker } from '@tate/ui';
import { z } from 'zod';
import { requireParent } from '../account/guard.server';
import { markPaymentStarted } from '../account/payment-return.server';
import { getDetail } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { renewSubscription } from '../cms/subscription.server';
import { submitForm } from '../forms/form-action.server';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { loadPlanOptions } from '../subscription/plan-options.server';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Payment') }];

const paymentSchema = z.object({
  plan: z.enum(PLAN_INTERVALS, { required_error: PLAN_MESSAGES.planRequired, invalid_type_error: PLAN_MESSAGES.planRequired }),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireParent(request);
  // Only a member reaches this page: their free trial is behind them.
  return loadPlanOptions({ trial: false });
}

/**
 * A signed-in parent pays for a chosen plan: the CMS answers the checkout address (or its message, the choice kept).
 * The browser is marked, so its return from checkout thanks the parent for the payment and goes home (see /thank-you).
 */
export async function action({ request }: ActionFunctionArgs) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: paymentSchema,
    send: async ({ plan }) => {
      const detail = await getDetail(cms(), token);
      if (!detail.data) return { code: detail.code, message: detail.message, data: null };
      return renewSubscription(cms(), detail.data.email, plan);
    },
    isSuccess: (checkout) => checkout.code === 200 && checkout.data !== null,
    resetOnFailure: false,
    success: {
      redirectTo: (checkout) => checkout.data ?? '/payment',
      toast: () => null,
      headers: async () => ({ 'Set-Cookie': await markPaymentStarted() }),
    },
  });
}

export default function Payment() {
  const { plans, plansMessage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(paymentSchema, actionData?.result);
  return (
    <PageFrame heading="Payment" className="auth-page">
      <p>Choose the plan to pay for. You pay on the secure checkout page and come back here when it is done.</p>
      <Form method="post" {...formAlertProps(form, actionData)} className="auth-form">
        <FormAlert form={form} answer={actionData} />
        {plansMessage ? <Alert tone="error">{plansMessage}</Alert> : null}
        <PlanPicker
          name={fields.plan.name}
          key={fields.plan.key}
          defaultValue={fields.plan.initialValue}
          errorMessage={fields.plan.errors?.[0]}
          plans={plans}
          couponName={null}
        />
        <SubmitButton isFullWidth>Pay</SubmitButton>
      </Form>
      <p>
        <Link to="/account/details">Back to your account</Link>
      </p>
    </PageFrame>
  );
}
