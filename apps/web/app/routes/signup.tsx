import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { isPlanInterval } from '@tate/contracts';
import { Alert } from '@tate/ui';
import { signupSchema, type SignupForm } from '../account/signup-schema';
import { checkUser, register, signUpByCoupon } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPrivacyPage } from '../cms/pages.server';
import { FormCheckbox, FormNewPasswordField, FormPasswordField, FormTextField } from '../forms/fields';
import { submitForm } from '../forms/form-action.server';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { PageFrame } from '../layout/PageFrame';
import { isLoggedIn } from '../session.server';
import { checkCoupon, couponOrCheckout, refusedCoupon, type CouponFlowAnswer } from '../subscription/coupon-verification.server';
import { CouponPlanPicker } from '../subscription/CouponPlanPicker';
import { loadPlanOptions } from '../subscription/plan-options.server';
import { useCouponPlanForm } from '../subscription/use-coupon-plan-form';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Sign up') }];

/** 'Start with 1 Year' on /subscribe and /retail leads here with `?plan=`: a paid plan's interval is chosen already. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await isLoggedIn(request)) throw redirect('/account/details');
  const plan = new URL(request.url).searchParams.get('plan');
  const [plans, notice] = await Promise.all([loadPlanOptions({ trial: true }), loadFromCms(() => fetchPrivacyPage(cms()))]);
  return { plan: isPlanInterval(plan) ? plan : undefined, privacyNoticeVersion: notice.version, ...plans };
}

/** Passwords are never sent back into the page. */
const HIDDEN_FIELDS = ['password', 'confirmPassword'];

/**
 * With a coupon: verified first (a refusal is said by the coupon input), then the sign-up without payment. Without a
 * coupon: the e-mail check, then the registration answers a checkout address.
 */
async function signUp({ name, email, password, plan, couponCode, privacyNoticeVersion }: SignupForm): Promise<CouponFlowAnswer> {
  if (plan === 'coupon') {
    const checked = await checkCoupon(couponCode ?? '');
    if (!checked.coupon) return refusedCoupon(checked.refusal);
    const signedUp = await signUpByCoupon(cms(), { name, email, password, privacyNoticeVersion, couponCode: checked.coupon.code });
    return { code: signedUp.code, message: signedUp.message, coupon: checked.coupon };
  }
  const available = await checkUser(cms(), email);
  if (available.code !== 200) return available;
  const registered = await register(cms(), { name, email, password, privacyNoticeVersion, plan });
  return { code: registered.code, message: registered.message, checkout: registered.data ?? undefined };
}

/**
 * Sign-up (spec sections 4, 5 and 8): a paid plan goes on to checkout, a coupon to /login with 'SIGN UP SUCCESSFUL'.
 * The Verify button does the same when the form is complete, and otherwise only verifies, so the coupon and plan
 * come back locked. A refusal keeps what was typed (not the passwords) with the server's message.
 */
export async function action({ request }: ActionFunctionArgs) {
  return submitForm(request, {
    schema: signupSchema,
    send: signUp,
    hideFields: HIDDEN_FIELDS,
    summary: () => 'Please fill required field!',
    ...couponOrCheckout({ paidToast: null, couponDone: 'SIGN UP SUCCESSFUL' }),
  });
}

export default function Signup() {
  const { plan, plans, plansMessage, privacyNoticeVersion } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useCouponPlanForm(signupSchema, actionData?.result, { plan });

  return (
    <PageFrame heading="Sign up" className="auth-page">
      <Form method="post" {...formAlertProps(form, actionData)} className="auth-form">
        <FormAlert form={form} answer={actionData} />
        <FormTextField field={fields.name} label="Full name" autoComplete="name" />
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <FormNewPasswordField field={fields.password} label="Password" />
        <FormPasswordField field={fields.confirmPassword} label="Confirm password" autoComplete="new-password" />
        {plansMessage ? <Alert tone="error">{plansMessage}</Alert> : null}
        <CouponPlanPicker plans={plans} plan={fields.plan} couponCode={fields.couponCode} answer={actionData} />
        <FormCheckbox field={fields.check}>I agree to the Terms & Conditions</FormCheckbox>
        <FormCheckbox field={fields.parentalConsent}>
          I have read the privacy notice, and as the parent or guardian I agree to Tate keeping what it describes about my
          children
        </FormCheckbox>
        <input type="hidden" name={fields.privacyNoticeVersion.name} value={privacyNoticeVersion} />
        <p>
          <Link to="/termscondtion">Read the Terms & Conditions</Link>
          {' · '}
          <Link to="/privacy">How we look after your family's data</Link>
        </p>
        <SubmitButton isFullWidth>Sign up</SubmitButton>
      </Form>
      <p>
        Already a member? <Link to="/login">Sign in</Link>
      </p>
    </PageFrame>
  );
}
