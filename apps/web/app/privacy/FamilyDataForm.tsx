import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo, type FormEvent } from 'react';
import { FormPasswordField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { familyDataSchema } from './family-data';

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
  return (
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
      }}
      className="auth-form"
    >
      <FormPasswordField field={fields.password} label="Your password" description="We ask for it again so only you can download it." autoComplete="current-password" />
      <SubmitButton variant="secondary">Download my family's data</SubmitButton>
    </Form>
  );
}
