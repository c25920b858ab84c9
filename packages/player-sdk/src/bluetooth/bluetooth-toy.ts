import { Listenable } from '../core/emitter';
import { PlayerError } from '../core/errors';
import { BLUETOOTH_BROWSER_HINT, BLUETOOTH_UNSUPPORTED_MESSAGE, connectedMessage } from './messages';
import { goodnightCommand, TATE_TOY_COMMAND_UUID, TATE_TOY_SERVICE_UUID, type GoodnightOptions } from './toy-commands';
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
const GOODNIGHT_FAILED_MESSAGE = 'Tate did not hear goodnight. Try again when the toy is near.';

function messageOf(cause: unknown): string | null {
  if (typeof cause !== 'object' || cause === null || !('message' in cause)) return null;
  return typeof cause.message === 'string' && cause.message ? cause.message : null;
}

/**
 * Pairs with the plush toy: the first press connects, the second press disconnects. Once connected, `goodnight()`
 * sends the toy Tate's goodnight command (see toy-commands.ts for the service, the characteristic and the bytes).
 */
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
      this.device = await this.bluetooth.requestDevice({ acceptAllDevices: true, optionalServices: [TATE_TOY_SERVICE_UUID] });
      const deviceName = this.device.name || UNNAMED_DEVICE;
      return this.setState({ status: 'connected', deviceName, message: connectedMessage(deviceName) });
    } catch (cause) {
      const message = messageOf(cause) ?? 'No device was connected.';
      this.events.emit('error', new PlayerError('bluetooth-failed', message, { cause }));
      return this.setState({ status: 'failed', message });
    }
  }

  /**
   * Tells a connected toy goodnight (it dims its light). Resolves true once the toy has taken the command; false when
   * no toy is connected (nothing is sent) or when the write failed, which is also reported as an `error` event.
   */
  async goodnight(options: GoodnightOptions = {}): Promise<boolean> {
    const gatt = this.device?.gatt;
    if (this.current.status !== 'connected' || !gatt) return false;
    try {
      const server = gatt.connected ? gatt : await gatt.connect();
      const service = await server.getPrimaryService(TATE_TOY_SERVICE_UUID);
      const command = await service.getCharacteristic(TATE_TOY_COMMAND_UUID);
      await command.writeValueWithResponse(goodnightCommand(options));
      return true;
    } catch (cause) {
      this.events.emit('error', new PlayerError('bluetooth-failed', GOODNIGHT_FAILED_MESSAGE, { cause }));
      return false;
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

let pageToy: BluetoothToy | null = null;

/**
 * The page's one plush toy: the one `BluetoothButton` pairs unless it is given another, so the rest of the page (a
 * bedtime routine's goodnight) talks to the toy the family connected.
 */
export function pageBluetoothToy(): BluetoothToy {
  pageToy ??= new BluetoothToy();
  return pageToy;
}
