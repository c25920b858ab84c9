/** The part of the Web Bluetooth API the SDK uses (TypeScript's DOM library does not describe it). */
export interface BluetoothDeviceLike {
  name?: string;
  gatt?: { connected: boolean; disconnect(): void };
}

export interface BluetoothLike {
  requestDevice(options: { acceptAllDevices: boolean }): Promise<BluetoothDeviceLike>;
}

export function browserBluetooth(): BluetoothLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { bluetooth?: BluetoothLike }).bluetooth;
}
