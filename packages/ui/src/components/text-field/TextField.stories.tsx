import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { PlainTextField } from './PlainTextField';
import { PasswordField, TextField } from './TextField';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'name' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Maya');
    await expect(input).toHaveValue('Maya');
    await expect(input).toHaveAttribute('name', 'name');
  },
});

export const Email = meta.story({
  args: { label: 'Email', name: 'email', type: 'email', placeholder: 'you@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  },
});

export const WithError = meta.story({
  args: { label: 'Email', name: 'email', type: 'email', defaultValue: 'maya@', errorMessage: 'Email not valid!' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email not valid!');
  },
});

export const Required = meta.story({
  args: { label: 'Email', name: 'email', isRequired: true, description: 'We send the receipt here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
});

export const Disabled = meta.story({
  args: { label: 'Login e-mail', defaultValue: 'parent@example.com', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Login e-mail' })).toBeDisabled();
  },
});

export const LongText = meta.story({
  args: {
    label: 'What would you like your child to feel after a meditation with Tate?',
    defaultValue: 'Calm, confident, sleepy and ready for a cuddle with the fluffiest puppy in the world',
    description: 'A long description that wraps over several lines on small screens without hiding anything.',
  },
});

export const SmallScreen = meta.story({
  args: { label: 'First name', placeholder: 'first name' },
  globals: { viewport: { value: 'small' } },
});

export const Password = meta.story({
  render: (args) => <PasswordField {...args} />,
  args: { label: 'Password', name: 'password', defaultValue: 'secret-bone' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('name', 'password');
  },
});

export const PasswordWithError = meta.story({
  render: (args) => <PasswordField {...args} />,
  args: { label: 'Confirm password', name: 'confirmPassword', errorMessage: 'Confirm Password does not match!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confirm Password does not match!')).toBeVisible();
  },
});

/** The native twin (no react-aria) for light forms: same look, label, help and error tied to the input. */
export const Plain = meta.story({
  render: () => (
    <PlainTextField label="E-mail" name="email" type="email" required description="We write once a month." errorMessage="Email is not valid!" />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We write once a month. Email is not valid!');
    await expect(input).toBeInvalid();
  },
});
