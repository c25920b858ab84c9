import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { deviceProofHeaders, readDevice } from '../account/device-cookie.server';
import { forgotPasswordSchema } from '../account/password-schemas';
import { forgotPassword } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { FormTextField } from '../forms/fields';
import { FormAlert } from '../forms/FormAlert';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
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
    <section className="page auth-page" aria-labelledby="page-heading">
      <h1 id="page-heading">Forgot password</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <Form method="post" {...getFormProps(form)} className="auth-form">
        <FormAlert answer={actionData} />
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton isFullWidth>Send reset link</SubmitButton>
      </Form>
      <p>
        <Link to="/login">Back to login</Link>
      </p>
    </section>
  );
}
