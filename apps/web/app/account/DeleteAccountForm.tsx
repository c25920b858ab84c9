import type { SubmissionResult } from '@conform-to/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, Link } from '@remix-run/react';
import { Alert, Button, PasswordField, TextField } from '@tate/ui';
import { deleteAccountSchema } from './account-details';

type Props = { lastResult?: SubmissionResult<string[]>; message?: string; onCancel?: () => void };

/** E-mail and password confirm the deletion (spec section 6). Used in the dialog and inline without JavaScript. */
export function DeleteAccountForm({ lastResult, message, onCancel }: Props) {
  const [form, fields] = useForm({
    id: 'delete-account',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" action="/account/details" {...getFormProps(form)} className="auth-form">
      <p>This deletes your account, your children's profiles and their favourites. It cannot be undone.</p>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <input type="hidden" name="intent" value="delete-account" />
      <TextField
        label="Email"
        type="email"
        name={fields.email.name}
        key={fields.email.key}
        errorMessage={fields.email.errors?.[0]}
        autoComplete="email"
      />
      <PasswordField
        label="Password"
        name={fields.password.name}
        key={fields.password.key}
        errorMessage={fields.password.errors?.[0]}
        autoComplete="current-password"
      />
      <div className="button-row">
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            Keep my account
          </Button>
        ) : (
          <Link to="/account/details">Keep my account</Link>
        )}
        <Button type="submit" variant="danger">
          Delete account
        </Button>
      </div>
    </Form>
  );
}
