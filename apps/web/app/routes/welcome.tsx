import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLocation } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { sendWelcomeSignUp } from '../cms/welcome.server';
import { FormTextField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { submitMessage } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { welcomeSchema } from '../marketing/welcome-schema';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Welcome') }];

export async function action({ request }: ActionFunctionArgs) {
  return submitMessage(request, { schema: welcomeSchema, send: (form) => sendWelcomeSignUp(cms(), form), page: '/welcome' });
}

/** The welcome form for new toy owners; the CMS answers with a welcome e-mail and a message shown as a toast. */
export default function Welcome() {
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const [form, fields] = useConformForm(welcomeSchema, actionData?.result);

  return (
    <PageFrame heading="Welcome" className="auth-page">
      <p>Tell us who you are and we will send you everything you need to get started with Tate.</p>
      <Form method="post" {...formAlertProps(form, actionData)} key={location.key} aria-label="Welcome form" className="auth-form">
        <FormAlert form={form} answer={actionData} />
        <FormTextField field={fields.name} label="First name" autoComplete="given-name" />
        <FormTextField field={fields.lastname} label="Last name" autoComplete="family-name" />
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton isFullWidth>Submit</SubmitButton>
      </Form>
    </PageFrame>
  );
}
