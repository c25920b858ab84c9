import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Alert, Button, PasswordField } from '@tate/ui';
import { resetPasswordSchema } from '../account/password-schemas';
import { resetPassword } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Reset Password | Tate Web' }];

/** The link from the e-mail carries `token`; without it there is nothing to reset. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw redirect('/home');
  return { token };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), message: '' }, { status: 400 });
  const answer = await loadFromCms(() => resetPassword(cms(), submission.value.token, submission.value.password));
  if (answer.code === 200) return redirectWithToast('/login', { type: 'success', description: answer.message });
  return data({ result: submission.reply({ resetForm: true }), message: answer.message }, { status: 400 });
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { token },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Reset Password</h1>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? (
          <Alert tone="error">
            {actionData.message} <Link to="/forgot-password">Ask for a new link</Link>
          </Alert>
        ) : null}
        <input type="hidden" name={fields.token.name} value={token} />
        <PasswordField
          label="New password"
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
        <Button type="submit" variant="primary" isFullWidth isPending={navigation.state === 'submitting'}>
          Reset password
        </Button>
      </Form>
    </section>
  );
}
