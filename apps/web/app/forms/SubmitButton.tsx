import { useNavigation } from '@remix-run/react';
import { Button, type ButtonProps } from '@tate/ui';

/** A form's primary submit button, pending while the form is being sent. */
export function SubmitButton({ children, ...props }: Omit<ButtonProps, 'type' | 'isPending'>) {
  const navigation = useNavigation();
  return (
    <Button variant="primary" {...props} type="submit" isPending={navigation.state === 'submitting'}>
      {children}
    </Button>
  );
}
