import { FieldError, Text, type ValidationResult } from 'react-aria-components';

export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

export interface FieldMessagesProps {
  description?: string;
  errorMessage?: FieldErrorMessage;
}

/**
 * Help text and the error of a react-aria field. The error sits in a polite live region that is
 * always rendered, so a message appearing after submit is announced by screen readers.
 */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      {description && (
        <Text slot="description" className="tate-field__description">
          {description}
        </Text>
      )}
      <div aria-live="polite" className="tate-field__error-region">
        <FieldError className="tate-field__error">{errorMessage}</FieldError>
      </div>
    </>
  );
}
