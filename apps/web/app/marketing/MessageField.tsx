import { FieldError, Label, TextArea, TextField } from 'react-aria-components';

/** A labelled multi-line field styled like @tate/ui's TextField, rendering a real named `<textarea>`. */
export function MessageField({
  label,
  name,
  defaultValue,
  errorMessage,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  errorMessage?: string;
}) {
  return (
    <TextField
      name={name}
      defaultValue={defaultValue}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="tate-field"
    >
      <Label className="tate-field__label">{label}</Label>
      <TextArea className="tate-input" rows={5} />
      <FieldError className="tate-field__error">{errorMessage}</FieldError>
    </TextField>
  );
}
