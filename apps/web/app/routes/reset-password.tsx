import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Alert, LinkButton, useIsHydrated } from '@tate/ui';
import { useState } from 'react';
import { resetPasswordSchema } from '../account/password-schemas';
import { checkResetLink, resetPassword } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { FormNewPasswordField, FormPasswordField } from '../forms/fields';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { submitForm } from '../forms/form-action.server';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Reset password') }];

/** A page per reset link, and whether the link still works changes once it is used: never kept for anyone. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

/**
 * The link from the e-mail carries `token`; without it there is nothing to reset. The link is checked as the page
 * opens, so a used, unknown or expired one says so before any password is typed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw redirect('/home');
  const link = await loadFromCms(() => checkResetLink(cms(), token));
  return { token, refusal: link.code === 200 ? null : link.message };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitForm(request, {
    schema: resetPasswordSchema,
    send: ({ token, password }) => resetPassword(cms(), token, password),
    success: { redirectTo: '/login' },
  });
}

/** A link that no longer works, and the way to a new one. */
function LinkRefused({ message }: { message: string }) {
  return (
    <div className="auth-form">
      <Alert tone="error">{message}</Alert>
      <p>Reset links work once and only for a while. Ask for a new one and we will e-mail it to you.</p>
      <LinkButton href="/forgot-password" isFullWidth>
        Ask for a new link
      </LinkButton>
    </div>
  );
}

export default function ResetPassword() {
  const { token, refusal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(resetPasswordSchema, actionData?.result, { defaultValue: { token } });
  // With JavaScript the button waits for a valid form (spec: "Submit is disabled while invalid"); without it, the
  // server checks and answers under each field.
  const isHydrated = useIsHydrated();
  const [isValid, setIsValid] = useState(false);

  return (
    <PageFrame heading="Reset password" className="auth-page">
      {refusal ? (
        <LinkRefused message={refusal} />
      ) : (
        <Form
          method="post"
          {...formAlertProps(form, actionData)}
          onInput={(event) => setIsValid(resetPasswordSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget))).success)}
          className="auth-form"
        >
          <FormAlert form={form} answer={actionData}>
            <Link to="/forgot-password">Ask for a new link</Link>
          </FormAlert>
          <input type="hidden" name={fields.token.name} value={token} />
          <FormNewPasswordField field={fields.password} label="New password" />
          <FormPasswordField field={fields.confirmPassword} label="Confirm password" autoComplete="new-password" />
          <SubmitButton isFullWidth isDisabled={isHydrated && !isValid}>
            Reset password
          </SubmitButton>
        </Form>
      )}
    </PageFrame>
  );
}
