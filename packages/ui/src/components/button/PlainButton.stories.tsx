import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { CloseIcon } from '../icons/icons';
import { PlainButton, PlainIconButton } from './PlainButton';

const meta = preview.meta({
  title: 'Actions/PlainButton',
  component: PlainButton,
  args: { children: 'Subscribe', onClick: fn() },
});

/** Native buttons with the same looks, for forms and clicks that load no react-aria. */
export const Plain = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <PlainButton {...args} type="submit" />
      <PlainIconButton label="Close the offer" variant="secondary" onClick={args.onClick}>
        <CloseIcon />
      </PlainIconButton>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
    await userEvent.click(canvas.getByRole('button', { name: 'Close the offer' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});
