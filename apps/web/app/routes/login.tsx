import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Alert, LinkButton } from '@tate/ui';
import { deviceProofHeaders, readDevice, rememberDevice } from '../account/device-cookie.server';
import { deviceNameOf } from '../account/device-name';
import { loginSchema, loginSummary, neverPaid, NOT_PAID_MESSAGE } from '../account/login-schema';
import { login } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { fetchConsentState } from '../cms/privacy.server';
import { fetchSiteSettings } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { FormPasswordField, FormTextField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { submitForm } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { loginNoteFor } from '../navigation/login-note.server';
import { safeRedirect } from '../navigation/safe-redirect';
import { consentPageFor } from '../privacy/consent.server';
import { isLoggedIn, signInCookie } from '../session.server';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Log in') }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await isLoggedIn(request)) throw redirect('/account/details');
  return { note: loginNoteFor(new URL(request.url).searchParams.get('redirectTo')) };
}

/** Signs in and, once signed in, asks the CMS whether the parent has agreed to the privacy notice in force. */
async function signIn(email: string, password: string, deviceName: string, headers: Record<string, string>) {
  const answer = await login(cms(), email, password, deviceName, headers);
  const consent = answer.code === 200 && answer.data ? await fetchConsentState(cms(), answer.data.authToken) : null;
  // A parent who closed the checkout never had a plan: asked to finish subscribing, not told it expired.
  return { ...answer, message: neverPaid(answer.expiredPlan) ? NOT_PAID_MESSAGE : answer.message, consent };
}

export async function action({ request }: ActionFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '/library');
  const device = await readDevice(request);
  return submitForm(request, {
    schema: loginSchema,
    send: ({ email, password }) => signIn(email, password, deviceNameOf(request.headers.get('user-agent')), deviceProofHeaders(device, email)),
    isSuccess: (answer) => answer.code === 200 && answer.data !== null,
    summary: (errors) => loginSummary({ email: Boolean(errors.email), password: Boolean(errors.password) }),
    show: (answer) => ({ neverPaid: neverPaid(answer?.expiredPlan ?? null) }),
    success: {
      // A parent who has not agreed to the privacy notice in force is asked first; the session keeps what they agreed to.
      redirectTo: (answer) => (answer.consent?.due ? consentPageFor(redirectTo) : redirectTo),
      toast: async (answer) => {
        const settings = await loadFromCms(() => fetchSiteSettings(cms()));
        const name = answer.data?.name ?? '';
        return `Welcome to ${settings.productName}${name ? `, ${name}` : ''}!`;
      },
      headers: async (answer, { email }) => [
        ['Set-Cookie', await signInCookie(answer.data?.authToken ?? '', answer.data?.name ?? '', answer.consent?.due ? null : answer.consent?.noticeVersion)],
        ['Set-Cookie', await rememberDevice(device, email)],
      ],
    },
  });
}

export default function Login() {
  const { note } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(loginSchema, actionData?.result, { validateOn: 'onSubmit' });
  // A field left empty gets the spec's summary above the form too, as the server says it without JavaScript.
  const missing = { email: Boolean(fields.email.errors), password: Boolean(fields.password.errors) };
  const alert = missing.email || missing.password ? { message: loginSummary(missing), code: 400 } : actionData;

  return (
    <PageFrame heading="Log in" className="auth-page">
      {note ? (
        <Alert tone="info" title={note.title} className="auth-page__note">
          {note.message}
        </Alert>
      ) : null}
      <Form method="post" {...formAlertProps(form, alert)} className="auth-form">
        <FormAlert form={form} answer={alert} />
        {actionData?.code === 201 && actionData.neverPaid ? (
          <p>
            <LinkButton href="/subscription-renewal">Finish subscribing</LinkButton>
          </p>
        ) : null}
        {actionData?.code === 201 && !actionData.neverPaid ? (
          <p>
            <Link to="/subscription-renewal">Subscription Expired? Subscribe Again</Link>
          </p>
        ) : null}
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <FormPasswordField field={fields.password} label="Password" autoComplete="current-password" />
        <SubmitButton isFullWidth>Log in</SubmitButton>
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
    </PageFrame>
  );
}
