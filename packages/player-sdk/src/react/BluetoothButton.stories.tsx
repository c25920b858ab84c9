import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { BluetoothToy } from '../bluetooth/bluetooth-toy';
import { BluetoothButton } from './BluetoothButton';

const pairedToy = () =>
  new BluetoothToy({
    requestDevice: async () => ({ name: 'Tate Plush' }),
  });

const meta = preview.meta({
  title: 'Player SDK/Bluetooth button',
  component: BluetoothButton,
  args: { toy: pairedToy() },
});

export const Default = meta.story();

export const ConnectsThenDisconnects = meta.story({
  args: { toy: pairedToy() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Tate' }));
    await expect(await canvas.findByText('Connected to Tate Plush')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Tate' }));
    await expect(await canvas.findByRole('button', { name: 'Connect Tate' })).toBeVisible();
  },
});

export const UnsupportedBrowser = meta.story({
  args: { toy: new BluetoothToy(undefined) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Tate' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bluetooth is not supported on your browser. Please connect through your device.');
    await expect(alert).toHaveTextContent('Chrome');
    await expect(canvas.getByRole('button', { name: 'Open Bluetooth settings' })).toBeVisible();
  },
});
