import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData } from '@remix-run/react';
import { useEffect } from 'react';
import { requireParent } from '../account/guard.server';
import { changePasswordSchema } from '../account/password-schemas';
import { changePassword } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { FormNewPasswordField, FormPasswordField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { signOutHeaders } from '../account/sign-out.server';
import { PageFrame } from '../layout/PageFrame';
import { pageTitle } from '../seo/page-title';
import { showToast } from '../toast/toasts';

export const meta: MetaFunction = () => [{ title: pageTitle('Change password') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireParent(request);
  return null;
}

/** A changed password revokes every token (CMS), so the parent is signed out and logs in again. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: changePasswordSchema,
    send: ({ oldPassword, newPassword }) => changePassword(cms(), token, oldPassword, newPassword),
    success: { redirectTo: '/login', headers: () => signOutHeaders(request) },
  });
}

export default function ChangePassword() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(changePasswordSchema, actionData?.result);
  // A refusal (a wrong old password) is also the spec's error toast with the CMS's words. It rides this answer, not
  // the session's flash: without JavaScript the form's alert says it, and no later page shows it again.
  useEffect(() => {
    if (actionData?.message && actionData.code !== 200) showToast({ tone: 'error', message: actionData.message });
  }, [actionData]);

  return (
    <PageFrame heading="Change password" className="auth-page">
      <Form method="post" {...formAlertProps(form, actionData)} className="auth-form">
        <FormAlert form={form} answer={actionData} />
        <FormPasswordField field={fields.oldPassword} label="Old password" autoComplete="current-password" />
        <FormNewPasswordField field={fields.newPassword} label="New password" />
        <SubmitButton isFullWidth>Change password</SubmitButton>
      </Form>
    </PageFrame>
  );
}
