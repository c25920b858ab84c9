/** The part of the Web Bluetooth API the SDK uses (TypeScript's DOM library does not describe it). */
export interface BluetoothCharacteristicLike {
  writeValueWithResponse(value: BufferSource): Promise<void>;
}

export interface BluetoothServiceLike {
  getCharacteristic(uuid: string): Promise<BluetoothCharacteristicLike>;
}

export interface BluetoothServerLike {
  connected: boolean;
  connect(): Promise<BluetoothServerLike>;
  disconnect(): void;
  getPrimaryService(uuid: string): Promise<BluetoothServiceLike>;
}

export interface BluetoothDeviceLike {
  name?: string;
  gatt?: BluetoothServerLike;
}

export interface BluetoothRequestOptions {
  acceptAllDevices: boolean;
  /** Services the page may use once connected; Chromium refuses any other. */
  optionalServices: string[];
}

export interface BluetoothLike {
  requestDevice(options: BluetoothRequestOptions): Promise<BluetoothDeviceLike>;
}

export function browserBluetooth(): BluetoothLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { bluetooth?: BluetoothLike }).bluetooth;
}
