import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { TextArea } from './TextArea';

const meta = preview.meta({
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Tate helps us sleep.{enter}Thank you!');
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveValue('Tate helps us sleep.\nThank you!');
    await expect(area).toHaveAttribute('name', 'message');
  },
});

export const WithError = meta.story({
  args: { errorMessage: 'Message is required!' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Message is required!');
  },
});

export const WithDescription = meta.story({
  args: { description: 'Tell us how we can help; we answer within 1-2 business days.', rows: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '3');
  },
});

export const SmallScreen = meta.story({
  args: { defaultValue: 'A long message that wraps over several lines on a small screen without hiding anything at all.' },
  globals: { viewport: { value: 'small' } },
});
