import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Alert } from '@tate/ui';
import { MESSAGES } from '@tate/contracts';
import { resetPasswordSchema } from '../account/password-schemas';
import { resetPassword } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { FormPasswordField } from '../forms/fields';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';

export const meta: MetaFunction = () => [{ title: 'Reset Password | Tate Web' }];

/** The link from the e-mail carries `token`; without it there is nothing to reset. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw redirect('/home');
  return { token };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitForm(request, {
    schema: resetPasswordSchema,
    send: ({ token, password }) => resetPassword(cms(), token, password),
    success: { redirectTo: '/login' },
  });
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(resetPasswordSchema, actionData?.result, { defaultValue: { token } });

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
        <FormPasswordField
          field={fields.password}
          label="New password"
          description={MESSAGES.passwordHint}
          autoComplete="new-password"
        />
        <FormPasswordField field={fields.confirmPassword} label="Confirm password" autoComplete="new-password" />
        <SubmitButton isFullWidth>Reset password</SubmitButton>
      </Form>
    </section>
  );
}
