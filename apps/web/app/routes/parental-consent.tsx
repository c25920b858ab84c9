import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Button } from '@tate/ui';
import { requireActiveParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { agreeToNotice, fetchConsentState } from '../cms/privacy.server';
import { loadFromCms } from '../cms/load.server';
import { submitForm } from '../forms/form-action.server';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { safeRedirect } from '../navigation/safe-redirect';
import { noticeAgreementSchema } from '../privacy/consent-schema';
import { agreedNoticeCookie } from '../session.server';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle("We've updated our privacy notice") }];

/** Where the parent goes once they agree (or when nothing is due): the page they were opening. */
function nextPage(next: string | null | undefined): string {
  return safeRedirect(next, '/library');
}

/**
 * Asked by the member guard (privacy/consent.server.ts) when this session does not know that the parent agreed to the
 * notice in force. The CMS says whether they have: then the session remembers it and the parent goes on at once.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireActiveParent(request);
  const next = new URL(request.url).searchParams.get('next');
  const consent = await loadFromCms(() => fetchConsentState(cms(), token));
  if (!consent.due || consent.noticeVersion === null) {
    const headers = consent.noticeVersion === null ? undefined : { 'Set-Cookie': await agreedNoticeCookie(request, consent.noticeVersion) };
    throw redirect(nextPage(next), { headers });
  }
  return { noticeVersion: consent.noticeVersion, next: nextPage(next) };
}

/** 'I agree': recorded by the CMS with the time and the method (web-renewed-notice), then remembered in the session. */
export async function action({ request }: ActionFunctionArgs) {
  const token = await requireActiveParent(request);
  return submitForm(request, {
    schema: noticeAgreementSchema,
    send: ({ privacyNoticeVersion }) => agreeToNotice(cms(), token, privacyNoticeVersion),
    resetOnFailure: false,
    success: {
      redirectTo: (_answer, { next }) => nextPage(next),
      toast: () => 'Thank you. You can carry on.',
      headers: async (_answer, { privacyNoticeVersion }) => ({ 'Set-Cookie': await agreedNoticeCookie(request, privacyNoticeVersion) }),
    },
  });
}

export default function ParentalConsent() {
  const { noticeVersion, next } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(noticeAgreementSchema, actionData?.result);

  return (
    <PageFrame heading="We've updated our privacy notice" className="auth-page consent-page">
      <p>
        Our privacy notice says what Tate keeps about your children, why, how long we keep it and who can see it. We
        have changed it, so before you carry on, please read the new version and tell us you agree.
      </p>
      <p>
        <Link to="/privacy">Read the privacy notice</Link> <span className="page__version">(version {noticeVersion})</span>
      </p>
      <Form method="post" {...formAlertProps(form, actionData)} className="auth-form">
        <FormAlert form={form} answer={actionData} />
        <input type="hidden" name={fields.privacyNoticeVersion.name} value={noticeVersion} />
        <input type="hidden" name={fields.next.name} value={next} />
        <p>
          By choosing &ldquo;I agree&rdquo;, you agree, as the parent or guardian, to Tate keeping what the notice
          describes about your children.
        </p>
        <SubmitButton isFullWidth>I agree</SubmitButton>
      </Form>
      <div className="consent-page__decline">
        <p>
          If you do not agree, you can sign out, or delete your account and everything in it from{' '}
          <Link to="/account/details">My account</Link>.
        </p>
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary" isFullWidth>
            Sign out
          </Button>
        </Form>
      </div>
    </PageFrame>
  );
}
