import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { deviceProofHeaders, readDevice } from '../account/device-cookie.server';
import { forgotPasswordSchema } from '../account/password-schemas';
import { forgotPassword } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { FormTextField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Forgot password') }];

export async function action({ request }: ActionFunctionArgs) {
  const device = await readDevice(request);
  return submitForm(request, {
    schema: forgotPasswordSchema,
    send: ({ email }) => forgotPassword(cms(), email, deviceProofHeaders(device, email)),
    success: { stay: true },
    resetOnFailure: false,
  });
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(forgotPasswordSchema, actionData?.result);

  return (
    <PageFrame heading="Forgot password" className="auth-page">
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <Form method="post" {...formAlertProps(form, actionData)} className="auth-form">
        <FormAlert form={form} answer={actionData} />
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton isFullWidth>Send reset link</SubmitButton>
      </Form>
      <p>
        <Link to="/login">Back to login</Link>
      </p>
    </PageFrame>
  );
}
