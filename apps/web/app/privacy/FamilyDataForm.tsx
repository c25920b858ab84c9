import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormPasswordField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { CLEAR_DOWNLOAD_COOKIE, downloadCookieName, familyDataSchema } from './family-data';

/** How often, and how long, the page looks for the download's cookie after the form was sent. */
const WATCH_EVERY_MS = 250;
const WATCH_FOR_MS = 60_000;

/**
 * The file's name once its download began: the ZIP's answer sets a cookie with it (routes/family-data.ts), which the
 * page, still open while the browser saves the file, reads and then clears. `watch` starts looking after a submit.
 */
function useDownloadedFile(): { fileName: string | null; watch: () => void } {
  const [fileName, setFileName] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);
  function watch() {
    setFileName(null);
    window.clearInterval(timer.current);
    const until = Date.now() + WATCH_FOR_MS;
    timer.current = window.setInterval(() => {
      const name = downloadCookieName(document.cookie);
      if (name === null && Date.now() < until) return;
      window.clearInterval(timer.current);
      if (name === null) return;
      document.cookie = CLEAR_DOWNLOAD_COOKIE;
      setFileName(name);
    }, WATCH_EVERY_MS);
  }
  return { fileName, watch };
}

/**
 * "Download your family's data" asks for the parent's password again, so a child at the family's tablet cannot take
 * it with one tap. Posted as a document (reloadDocument): the browser saves the ZIP and stays on the page, with or
 * without JavaScript; a refusal comes back as the page with `refusal` under the password.
 */
export function FamilyDataForm({ refusal }: { refusal: string | null }) {
  // One object per refusal: Conform applies a new lastResult on every change of identity.
  const lastResult = useMemo(() => (refusal ? { status: 'error' as const, error: { password: [refusal] } } : undefined), [refusal]);
  const [form, fields] = useConformForm(familyDataSchema, lastResult, { id: 'family-data' });
  const formProps = getFormProps(form);
  const download = useDownloadedFile();
  return (
    <>
      <Form
        method="post"
        action="/account/family-data"
        reloadDocument
        {...formProps}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          formProps.onSubmit(event);
          if (event.defaultPrevented) return;
          // The browser has read the password once the submit event ends: empty the field so it is not left typed in.
          const element = event.currentTarget;
          setTimeout(() => element.reset());
          download.watch();
        }}
        className="auth-form"
      >
        <FormPasswordField field={fields.password} label="Your password" description="We ask for it again so only you can download it." autoComplete="current-password" />
        <SubmitButton variant="secondary">Download my family's data</SubmitButton>
      </Form>
      {/* A live region, not a second role="status": the page's flash message is its one status. */}
      <p aria-live="polite" aria-atomic="true" className="account__download-note">
        {download.fileName ? `Your file is downloading (${download.fileName}).` : null}
      </p>
    </>
  );
}
