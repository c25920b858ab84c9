import { useState } from 'react';
import {
  Group,
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { IconButton } from '../button/Button';
import { FieldMessages, type FieldErrorMessage } from '../field/FieldMessages';
import { fieldRootProps } from '../field/field-root-props';
import { useValueTypedEarly } from '../field/use-value-typed-early';
import { EyeIcon, EyeOffIcon } from '../icons/icons';

/** Uncontrolled: a field starts from `defaultValue` and submits with its form. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type' | 'value' | 'onChange'> {
  label: string;
  description?: string;
  /** A string (e.g. a server or Conform message) also marks the field invalid. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  className?: string;
}

/** A labelled text input rendering a real named `<input>`, so it submits in plain HTML forms. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  const [input, valueProps] = useValueTypedEarly<HTMLInputElement>(props.defaultValue);
  return (
    <AriaTextField {...fieldRootProps({ ...props, ...valueProps }, errorMessage)}>
      <Label className="tate-field__label">{label}</Label>
      <Input ref={input} className="tate-input" placeholder={placeholder} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a Show/Hide password toggle. */
export function PasswordField({ label, description, errorMessage, placeholder, ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const [input, valueProps] = useValueTypedEarly<HTMLInputElement>(props.defaultValue);
  return (
    <AriaTextField {...fieldRootProps({ ...props, ...valueProps }, errorMessage)} type={isVisible ? 'text' : 'password'}>
      <Label className="tate-field__label">{label}</Label>
      <Group className="tate-password">
        <Input ref={input} className="tate-input tate-password__input" placeholder={placeholder} />
        <IconButton
          label={isVisible ? 'Hide password' : 'Show password'}
          className="tate-password__toggle"
          isDisabled={props.isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
