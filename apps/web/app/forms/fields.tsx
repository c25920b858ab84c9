import {
  Checkbox,
  PasswordField,
  Select,
  TextArea,
  TextField,
  type CheckboxProps,
  type PasswordFieldProps,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@tate/ui';
import { ACCOUNT_MESSAGES } from '@tate/contracts';

/** What the adapter reads from a Conform field (`fields.x` of `useForm`). */
export type ConformField = {
  name: string;
  key: string | undefined;
  initialValue?: unknown;
  errors?: string[];
};

type Controlled = 'name' | 'defaultValue' | 'errorMessage';

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The field's name and its first error: what every field takes from Conform. */
function conformProps(field: ConformField) {
  return { name: field.name, errorMessage: field.errors?.[0] };
}

/**
 * The one bridge between Conform and @tate/ui: the field's name, its last submitted value and its
 * first error. The key remounts the input when Conform resets the form.
 */
export function FormTextField({ field, ...props }: { field: ConformField } & Omit<TextFieldProps, Controlled>) {
  return <TextField {...props} {...conformProps(field)} key={field.key} defaultValue={text(field.initialValue)} />;
}

/** A password never comes back from the server: only the error does. */
export function FormPasswordField({ field, ...props }: { field: ConformField } & Omit<PasswordFieldProps, Controlled>) {
  return <PasswordField {...props} {...conformProps(field)} key={field.key} />;
}

/** A password being chosen: the policy's hint below it, and a password manager may offer a new one. */
export function FormNewPasswordField({ field, label }: { field: ConformField; label: string }) {
  return <FormPasswordField field={field} label={label} description={ACCOUNT_MESSAGES.passwordHint} autoComplete="new-password" />;
}

export function FormTextArea({ field, ...props }: { field: ConformField } & Omit<TextAreaProps, Controlled>) {
  return <TextArea {...props} {...conformProps(field)} key={field.key} defaultValue={text(field.initialValue)} />;
}

export function FormCheckbox({
  field,
  ...props
}: { field: ConformField } & Omit<CheckboxProps, Controlled | 'defaultSelected'>) {
  return <Checkbox {...props} {...conformProps(field)} key={field.key} defaultSelected={field.initialValue === 'on'} />;
}

export function FormSelect({ field, ...props }: { field: ConformField } & Omit<SelectProps, Controlled>) {
  return <Select {...props} {...conformProps(field)} key={field.key} defaultValue={text(field.initialValue) ?? null} />;
}
