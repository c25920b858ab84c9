import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PHOTO_TYPE_ERROR, PhotoPicker } from './PhotoPicker';

const pixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const meta = {
  title: 'Forms/PhotoPicker',
  component: PhotoPicker,
  args: { label: 'Child photo', name: 'profileImg', onChange: fn() },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Child photo/, { selector: 'input' });
    await expect(input).toHaveAttribute('name', 'profileImg');
    await expect(input).toHaveAttribute('type', 'file');
    await userEvent.upload(input, new File([pixel], 'maya.png', { type: 'image/png' }));
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Chosen photo for child photo' })).toBeVisible();
  },
};

export const WrongFileType: Story = {
  play: async ({ canvas, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText(/Child photo/, { selector: 'input' });
    await user.upload(input, new File(['GIF89a'], 'maya.gif', { type: 'image/gif' }));
    await expect(canvas.getByText(PHOTO_TYPE_ERROR)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const ExistingPhoto: Story = {
  args: { defaultImageUrl: `data:image/png;base64,${btoa(String.fromCharCode(...pixel))}`, buttonText: 'Change photo' },
};

export const WithError: Story = { args: { errorMessage: 'The photo could not be uploaded. Please try again.' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const LongText: Story = {
  args: {
    label: 'A happy picture of your child for their profile page',
    description: 'JPG, PNG or BMP. It is only shown to you.',
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
