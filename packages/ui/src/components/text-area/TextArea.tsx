import {
  Label,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldMessages, type FieldErrorMessage } from '../field/FieldMessages';
import { fieldRootProps } from '../field/field-root-props';
import { useValueTypedEarly } from '../field/use-value-typed-early';

/** Uncontrolled: a text area starts from `defaultValue` and submits with its form. */
export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type' | 'value' | 'onChange'> {
  label: string;
  description?: string;
  /** A string (e.g. a server or Conform message) also marks the field invalid. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Visible lines before the text area grows a scroll bar. */
  rows?: number;
  className?: string;
}

/** A labelled multi-line text field rendering a real named `<textarea>`, so it submits in plain HTML forms. */
export function TextArea({ label, description, errorMessage, placeholder, rows = 5, ...props }: TextAreaProps) {
  const [input, valueProps] = useValueTypedEarly<HTMLTextAreaElement>(props.defaultValue);
  return (
    <AriaTextField {...fieldRootProps({ ...props, ...valueProps }, errorMessage)}>
      <Label className="tate-field__label">{label}</Label>
      <AriaTextArea ref={input} className="tate-input tate-text-area" rows={rows} placeholder={placeholder} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
