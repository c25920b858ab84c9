import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchGateAsks, setParentPin } from '../cms/parent-gate.server';
import { FormPasswordField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { setPinSchema } from '../parent-gate/pin-schema';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Parent PIN') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireParent(request);
  return { asks: await loadFromCms(() => fetchGateAsks(cms(), token)) };
}

/** The PIN is set behind the account password; the account page then says so (the toast). */
export async function action({ request }: ActionFunctionArgs) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: setPinSchema,
    send: ({ password, pin }) => setParentPin(cms(), token, { password, pin }),
    success: { redirectTo: '/account/details' },
    hideFields: ['password', 'pin', 'confirmPin'],
  });
}

export default function ParentPin() {
  const { asks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(setPinSchema, actionData?.result);
  const hasPin = asks === 'pin';

  return (
    <PageFrame heading={hasPin ? 'Change your parent PIN' : 'Set a parent PIN'} className="auth-page">
      <p>
        The grown-ups&apos; doors (unlocking quiet hours, adding minutes) ask for this PIN instead of your password, so a
        child who sees you sign in cannot open them. Choose 4 to 6 digits a child would not guess.
      </p>
      <Form method="post" {...formAlertProps(form, actionData)} className="auth-form">
        <FormAlert form={form} answer={actionData} />
        <FormPasswordField field={fields.password} label="Your account password" autoComplete="current-password" />
        <FormPasswordField field={fields.pin} label="New parent PIN" inputMode="numeric" autoComplete="off" description="4 to 6 digits" />
        <FormPasswordField field={fields.confirmPin} label="The PIN again" inputMode="numeric" autoComplete="off" />
        <SubmitButton isFullWidth>{hasPin ? 'Change PIN' : 'Set PIN'}</SubmitButton>
      </Form>
    </PageFrame>
  );
}
