import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { Alert, Button, PasswordField, TextField } from '@tate/ui';
import { loginSchema, loginSummary } from '../account/login-schema';
import { login } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { fetchSiteSettings } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { safeRedirect } from '../navigation/safe-redirect';
import { isLoggedIn, signInCookie } from '../session.server';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Login | Tate Web' }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await isLoggedIn(request)) throw redirect('/account/details');
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success') {
    const errors = submission.error ?? {};
    const summary = loginSummary({ email: Boolean(errors.email), password: Boolean(errors.password) });
    return data({ result: submission.reply(), message: summary, renew: false }, { status: 400 });
  }

  const answer = await loadFromCms(() => login(cms(), submission.value.email, submission.value.password));
  if (answer.code !== 200 || !answer.data) {
    return data(
      { result: submission.reply({ resetForm: true }), message: answer.message, renew: answer.code === 201 },
      { status: 400 },
    );
  }

  const settings = await loadFromCms(() => fetchSiteSettings(cms()));
  const name = answer.data.name ?? '';
  return redirectWithToast(
    safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '/library'),
    { type: 'success', description: `Welcome to ${settings.productName}${name ? `, ${name}` : ''}!` },
    { headers: { 'Set-Cookie': await signInCookie(answer.data.authToken, name) } },
  );
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Login</h1>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        {actionData?.renew ? (
          <p>
            <Link to="/subscription-renewal">Subscription Expired? Subscribe Again</Link>
          </p>
        ) : null}
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
          autoComplete="current-password"
        />
        <Button type="submit" variant="primary" isFullWidth isPending={navigation.state === 'submitting'}>
          LOGIN
        </Button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to="/forgot-password">Forgot password?</Link>
        </li>
        <li>
          Not a member yet? <Link to="/signup">Sign up</Link>
        </li>
        <li>
          Subscription ended? <Link to="/subscription-renewal">Renew</Link>
        </li>
      </ul>
    </section>
  );
}
