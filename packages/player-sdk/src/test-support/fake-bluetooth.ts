import { vi } from 'vitest';
import type { BluetoothLike, BluetoothServerLike } from '../bluetooth/web-bluetooth';

/** Tate's toy service and command characteristic, written out as the README gives them. */
export const TATE_SERVICE = '544fb3d3-108c-4dd4-82ee-ae6397c51569';
export const TATE_COMMAND = 'b4eed6f6-945f-4e95-a9c4-ce77019b90a0';

/** A toy with Tate's service; `written` holds the bytes of each command it was sent. */
export function fakeBluetooth(name = 'Tate Plush') {
  const written: number[][] = [];
  const writeValueWithResponse = vi.fn(async (value: BufferSource) => {
    written.push([...new Uint8Array(value instanceof ArrayBuffer ? value : value.buffer)]);
  });
  const gatt: BluetoothServerLike = {
    connected: false,
    connect: vi.fn(async () => {
      gatt.connected = true;
      return gatt;
    }),
    disconnect: vi.fn(() => {
      gatt.connected = false;
    }),
    getPrimaryService: vi.fn(async (uuid: string) => {
      if (uuid !== TATE_SERVICE) throw new DOMException('No such service.', 'NotFoundError');
      return {
        getCharacteristic: async (characteristic: string) => {
          if (characteristic !== TATE_COMMAND) throw new DOMException('No such characteristic.', 'NotFoundError');
          return { writeValueWithResponse };
        },
      };
    }),
  };
  const bluetooth: BluetoothLike = { requestDevice: vi.fn(async () => ({ name, gatt })) };
  return { bluetooth, gatt, written, writeValueWithResponse };
}
