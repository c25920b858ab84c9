import type { SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { Button } from '@tate/ui';
import { FormPasswordField, FormTextField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { deleteAccountSchema } from './delete-account-schema';

type Props = { lastResult?: SubmissionResult<string[]>; answer?: { message: string; code: number }; onCancel?: () => void };

/** E-mail and password confirm the deletion (spec section 6). Used in the dialog and inline without JavaScript. */
export function DeleteAccountForm({ lastResult, answer, onCancel }: Props) {
  const [form, fields] = useConformForm(deleteAccountSchema, lastResult, { id: 'delete-account' });
  return (
    // Inline (no JavaScript) the answer comes back to the inline form, so a refusal shows there with the e-mail kept.
    <Form method="post" action={onCancel ? '/account/details' : '/account/details?confirm=delete'} {...formAlertProps(form, answer)} className="auth-form">
      <p>This deletes your account, your children's profiles and their favourites. It cannot be undone.</p>
      <FormAlert form={form} answer={answer} />
      <input type="hidden" name="intent" value="delete-account" />
      <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
      <FormPasswordField field={fields.password} label="Password" autoComplete="current-password" />
      <div className="button-row">
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            Keep my account
          </Button>
        ) : (
          <Link to="/account/details">Keep my account</Link>
        )}
        <SubmitButton variant="danger">Delete account</SubmitButton>
      </div>
    </Form>
  );
}
