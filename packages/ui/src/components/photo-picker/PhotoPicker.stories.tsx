import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { PHOTO_TYPE_ERROR, PhotoPicker } from './PhotoPicker';

const pixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const meta = preview.meta({
  title: 'Forms/PhotoPicker',
  component: PhotoPicker,
  args: { label: 'Child photo', name: 'profileImg', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Child photo/, { selector: 'input' });
    await expect(input).toHaveAttribute('name', 'profileImg');
    await expect(input).toHaveAttribute('type', 'file');
    await userEvent.upload(input, new File([pixel], 'maya.png', { type: 'image/png' }));
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Chosen photo for child photo' })).toBeVisible();
  },
});

export const WrongFileType = meta.story({
  play: async ({ canvas, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText(/Child photo/, { selector: 'input' });
    await user.upload(input, new File(['GIF89a'], 'maya.gif', { type: 'image/gif' }));
    await expect(canvas.getByText(PHOTO_TYPE_ERROR)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
});

export const ExistingPhoto = meta.story({
  args: { defaultImageUrl: `data:image/png;base64,${btoa(String.fromCharCode(...pixel))}`, buttonText: 'Change photo' },
});

export const WithError = meta.story({ args: { errorMessage: 'The photo could not be uploaded. Please try again.' } });

export const Disabled = meta.story({ args: { isDisabled: true } });

export const LongText = meta.story({
  args: {
    label: 'A happy picture of your child for their profile page',
    description: 'JPG, PNG or BMP. It is only shown to you.',
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
