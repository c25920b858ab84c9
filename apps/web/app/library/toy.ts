import { BluetoothToy } from '@tate/player-sdk';

let toy: BluetoothToy | null = null;

/**
 * The family's plush toy, one per page: the library's Connect button pairs it and the bedtime routine tells it
 * goodnight. Loaded with those pieces only (never in the library's first scripts).
 */
export function familyToy(): BluetoothToy {
  toy ??= new BluetoothToy();
  return toy;
}
