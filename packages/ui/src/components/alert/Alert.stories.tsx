import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Alert } from './Alert';

const meta = preview.meta({
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Invalid email or password' },
});

export const ErrorMessage = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
});

export const Success = meta.story({
  args: { tone: 'success', title: 'Thank you!', children: 'Password has been successfully reset' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password has been successfully reset');
  },
});

export const Info = meta.story({ args: { tone: 'info', children: 'New meditations arrive every week.' } });

export const Warning = meta.story({ args: { tone: 'warning', children: 'Your subscription ends soon.' } });

export const LongText = meta.story({
  args: {
    title: 'Subscription Expired?',
    children:
      'Your subscription has expired, so paid meditations are locked until you subscribe again. Free meditations are still available for everyone in your family.',
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });

/** A form's own message (the web's FormAlert): the form names the alert, by its id, as its description. */
export const DescribesItsForm = meta.story({
  args: { id: 'login-alert' },
  render: (args) => (
    <form aria-label="Log in" aria-describedby="login-alert">
      <Alert {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Log in' })).toHaveAccessibleDescription('Invalid email or password');
  },
});
