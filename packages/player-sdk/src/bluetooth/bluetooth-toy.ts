import { Listenable } from '../core/emitter';
import { PlayerError } from '../core/errors';
import { BLUETOOTH_BROWSER_HINT, BLUETOOTH_UNSUPPORTED_MESSAGE, connectedMessage } from './messages';
import { browserBluetooth, type BluetoothDeviceLike, type BluetoothLike } from './web-bluetooth';

export type BluetoothState =
  | { status: 'disconnected' }
  | { status: 'connecting' }
  | { status: 'connected'; deviceName: string; message: string }
  | { status: 'unsupported'; message: string; hint: string }
  | { status: 'failed'; message: string };

export interface BluetoothToyEvents {
  change: BluetoothState;
  error: PlayerError;
}

const UNNAMED_DEVICE = 'your Tate';

function messageOf(cause: unknown): string | null {
  if (typeof cause !== 'object' || cause === null || !('message' in cause)) return null;
  return typeof cause.message === 'string' && cause.message ? cause.message : null;
}

/** Pairs with the plush toy: the first press connects, the second press disconnects. */
export class BluetoothToy extends Listenable<BluetoothToyEvents> {
  private readonly bluetooth: BluetoothLike | undefined;
  private device: BluetoothDeviceLike | null = null;
  private current: BluetoothState;

  constructor(bluetooth: BluetoothLike | undefined = browserBluetooth()) {
    super();
    this.bluetooth = bluetooth;
    this.current = bluetooth
      ? { status: 'disconnected' }
      : { status: 'unsupported', message: BLUETOOTH_UNSUPPORTED_MESSAGE, hint: BLUETOOTH_BROWSER_HINT };
  }

  get state(): BluetoothState {
    return this.current;
  }

  get supported(): boolean {
    return this.bluetooth !== undefined;
  }

  /** Connects when disconnected, disconnects when connected. */
  async toggle(): Promise<BluetoothState> {
    if (this.current.status === 'connected') return this.disconnect();
    return this.connect();
  }

  async connect(): Promise<BluetoothState> {
    if (!this.bluetooth) {
      const error = new PlayerError('bluetooth-unsupported', BLUETOOTH_UNSUPPORTED_MESSAGE);
      this.events.emit('error', error);
      return this.setState({ status: 'unsupported', message: BLUETOOTH_UNSUPPORTED_MESSAGE, hint: BLUETOOTH_BROWSER_HINT });
    }
    if (this.current.status === 'connecting') return this.current;
    this.setState({ status: 'connecting' });
    try {
      this.device = await this.bluetooth.requestDevice({ acceptAllDevices: true });
      const deviceName = this.device.name || UNNAMED_DEVICE;
      return this.setState({ status: 'connected', deviceName, message: connectedMessage(deviceName) });
    } catch (cause) {
      const message = messageOf(cause) ?? 'No device was connected.';
      this.events.emit('error', new PlayerError('bluetooth-failed', message, { cause }));
      return this.setState({ status: 'failed', message });
    }
  }

  disconnect(): BluetoothState {
    if (this.device?.gatt?.connected) this.device.gatt.disconnect();
    this.device = null;
    return this.setState({ status: 'disconnected' });
  }

  private setState(state: BluetoothState): BluetoothState {
    this.current = state;
    this.events.emit('change', state);
    return state;
  }
}
