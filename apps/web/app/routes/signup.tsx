import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { isPlanInterval, MESSAGES } from '@tate/contracts';
import { Alert } from '@tate/ui';
import { signupSchema } from '../account/signup-schema';
import { checkUser, register, signUpByCoupon } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { FormCheckbox, FormPasswordField, FormTextField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { isLoggedIn } from '../session.server';
import { couponVerificationSchema, choosesCoupon, VERIFY_COUPON_INTENT } from '../subscription/coupon-verification';
import { answerCouponVerification, checkCoupon } from '../subscription/coupon-verification.server';
import { CouponPlanPicker } from '../subscription/CouponPlanPicker';
import { loadPlanOptions } from '../subscription/plan-options.server';
import { createToastHeaders, redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Sign Up | Tate Web' }];

/** 'Start with 1 Year' on /subscribe and /retail leads here with `?plan=`: a paid plan's interval is chosen already. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await isLoggedIn(request)) throw redirect('/account/details');
  const plan = new URL(request.url).searchParams.get('plan');
  return { plan: isPlanInterval(plan) ? plan : undefined, ...(await loadPlanOptions()) };
}

/** Passwords are never sent back into the page. */
const HIDDEN_FIELDS = ['password', 'confirmPassword'];

/**
 * Sign-up (spec sections 4, 5 and 8). With a coupon: verified first (toast either way), then the sign-up without
 * payment and /login with 'SIGN UP SUCCESSFUL'. The Verify button does the same when the form is complete, and
 * otherwise only verifies, so the coupon and plan come back locked. Without a coupon: the e-mail check, then the
 * registration answers a checkout address.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const verifying = choosesCoupon(formData);
  const submission = parseWithZod(formData, { schema: signupSchema });
  if (verifying && submission.status !== 'success') {
    return answerCouponVerification(formData, HIDDEN_FIELDS);
  }
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply({ hideFields: HIDDEN_FIELDS }), message: 'Please fill required field!', coupon: null },
      { status: 400 },
    );
  }
  const { name, email, password, plan, couponCode } = submission.value;
  const failed = (message: string) =>
    data({ result: submission.reply({ resetForm: true }), message, coupon: null }, { status: 400 });

  if (plan === 'coupon') {
    const { coupon, toast } = await checkCoupon(couponCode ?? '');
    if (!coupon) {
      return data(
        { result: submission.reply({ hideFields: HIDDEN_FIELDS }), message: '', coupon: null },
        { status: 400, headers: await createToastHeaders(toast) },
      );
    }
    const signedUp = await loadFromCms(() => signUpByCoupon(cms(), { name, email, password, couponCode: coupon.code }));
    if (signedUp.code !== 200) return failed(signedUp.message);
    return redirectWithToast('/login', { type: 'success', title: toast.description, description: 'SIGN UP SUCCESSFUL' });
  }

  const available = await loadFromCms(() => checkUser(cms(), email));
  if (available.code !== 200) return failed(available.message);
  const registered = await loadFromCms(() => register(cms(), { name, email, password, plan }));
  if (registered.code !== 200 || !registered.data) return failed(registered.message);
  const headers = await createToastHeaders({
    type: 'success',
    description: 'Thank you for signing up! Log in once your payment is done.',
  });
  return redirect(registered.data, { headers });
}

export default function Signup() {
  const { plan, plans, plansMessage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(signupSchema, actionData?.result, {
    defaultValue: { plan },
    intents: { [VERIFY_COUPON_INTENT]: couponVerificationSchema },
  });
  const coupon = actionData?.coupon ?? null;

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Sign Up</h1>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        <FormTextField field={fields.name} label="Full name" autoComplete="name" />
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <FormPasswordField
          field={fields.password}
          label="Password"
          description={MESSAGES.passwordHint}
          autoComplete="new-password"
        />
        <FormPasswordField field={fields.confirmPassword} label="Confirm password" autoComplete="new-password" />
        {plansMessage ? <Alert tone="error">{plansMessage}</Alert> : null}
        <CouponPlanPicker plans={plans} plan={fields.plan} couponCode={fields.couponCode} coupon={coupon} />
        <FormCheckbox field={fields.check}>I agree to the Terms & Conditions</FormCheckbox>
        <p>
          <Link to="/termscondtion">Read the Terms & Conditions</Link>
        </p>
        <SubmitButton isFullWidth>SIGN UP</SubmitButton>
      </Form>
      <p>
        Already a member? <Link to="/login">Sign In</Link>
      </p>
    </section>
  );
}
