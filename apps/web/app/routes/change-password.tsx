import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { Alert, Button, PasswordField } from '@tate/ui';
import { requireParent } from '../account/guard.server';
import { changePasswordSchema } from '../account/password-schemas';
import { changePassword } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { signOutCookie } from '../session.server';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Change Password | Tate Web' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireParent(request);
  return null;
}

/** A changed password revokes every token (CMS), so the parent is signed out and logs in again. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await requireParent(request);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), message: '' }, { status: 400 });
  const answer = await loadFromCms(() =>
    changePassword(cms(), token, submission.value.oldPassword, submission.value.newPassword),
  );
  if (answer.code !== 200) {
    return data({ result: submission.reply({ resetForm: true }), message: answer.message }, { status: 400 });
  }
  return redirectWithToast(
    '/login',
    { type: 'success', description: answer.message },
    { headers: { 'Set-Cookie': await signOutCookie(request) } },
  );
}

export default function ChangePassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  return (
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Change Password</h1>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        {actionData?.message ? <Alert tone="error">{actionData.message}</Alert> : null}
        <PasswordField
          label="Old password"
          name={fields.oldPassword.name}
          key={fields.oldPassword.key}
          errorMessage={fields.oldPassword.errors?.[0]}
          autoComplete="current-password"
        />
        <PasswordField
          label="New password"
          name={fields.newPassword.name}
          key={fields.newPassword.key}
          errorMessage={fields.newPassword.errors?.[0]}
          description="At least 8 characters with a letter and a digit"
          autoComplete="new-password"
        />
        <Button type="submit" variant="primary" isFullWidth isPending={navigation.state === 'submitting'}>
          Change password
        </Button>
      </Form>
    </section>
  );
}
