import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { Alert, Button, Checkbox, PasswordField, PlanPicker, TextField } from '@tate/ui';
import { signupSchema } from '../account/signup-schema';
import { checkUser, register, signUpByCoupon, verifyCoupon } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { isLoggedIn } from '../session.server';
import { createToastHeaders, redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Sign Up | Tate Web' }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await isLoggedIn(request)) throw redirect('/account/details');
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signupSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), message: 'Please fill required field!' }, { status: 400 });
  }
  const { name, email, password, plan, couponCode } = submission.value;
  const failed = (message: string) =>
    data({ result: submission.reply({ resetForm: true }), message }, { status: 400 });

  if (plan === 'coupon') {
    const coupon = await loadFromCms(() => verifyCoupon(cms(), couponCode ?? ''));
    if (coupon.code !== 200) return failed(coupon.message || 'Invalid coupon code');
    const signedUp = await loadFromCms(() => signUpByCoupon(cms(), { name, email, password, couponCode: couponCode ?? '' }));
    if (signedUp.code !== 200) return failed(signedUp.message);
    return redirectWithToast('/login', { type: 'success', description: 'SIGN UP SUCCESSFUL' });
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
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Sign Up</h1>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        <TextField
          label="Full name"
          name={fields.name.name}
          key={fields.name.key}
          defaultValue={fields.name.initialValue}
          errorMessage={fields.name.errors?.[0]}
          autoComplete="name"
        />
        <TextField
          label="Email"
          type="email"
          name={fields.email.name}
          key={fields.email.key}
          defaultValue={fields.email.initialValue}
          errorMessage={fields.email.errors?.[0]}
          autoComplete="email"
        />
        <PasswordField
          label="Password"
          name={fields.password.name}
          key={fields.password.key}
          errorMessage={fields.password.errors?.[0]}
          description="At least 8 characters with a letter and a digit"
          autoComplete="new-password"
        />
        <PasswordField
          label="Confirm password"
          name={fields.confirmPassword.name}
          key={fields.confirmPassword.key}
          errorMessage={fields.confirmPassword.errors?.[0]}
          autoComplete="new-password"
        />
        <PlanPicker
          name={fields.plan.name}
          key={fields.plan.key}
          defaultValue={fields.plan.initialValue}
          errorMessage={fields.plan.errors?.[0]}
          couponName={fields.couponCode.name}
          couponDefaultValue={fields.couponCode.initialValue}
          couponErrorMessage={fields.couponCode.errors?.[0]}
        />
        <Checkbox name={fields.check.name} key={fields.check.key} errorMessage={fields.check.errors?.[0]}>
          I agree to the Terms & Conditions
        </Checkbox>
        <p>
          <Link to="/termscondtion">Read the Terms & Conditions</Link>
        </p>
        <Button type="submit" variant="primary" isFullWidth isPending={navigation.state === 'submitting'}>
          SIGN UP
        </Button>
      </Form>
      <p>
        Already a member? <Link to="/login">Sign In</Link>
      </p>
    </section>
  );
}
