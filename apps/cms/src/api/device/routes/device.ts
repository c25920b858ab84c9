import { parentRoute } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

const signedIn = { message: SIGN_IN_REQUIRED };

/** The account's devices: each sign-in of the parent (docs/decisions/2026-11-28-device-sessions.md). */
export default {
  routes: [
    parentRoute('GET', '/devices', 'api::device.device.list', signedIn),
    parentRoute('POST', '/devices/sign-out', 'api::device.device.signOut', signedIn),
    parentRoute('POST', '/devices/sign-out-others', 'api::device.device.signOutOthers', signedIn),
    // Child mode: giving the device to a child needs the parent; taking it back needs the parent gate.
    parentRoute('POST', '/devices/child-mode', 'api::device.device.giveToChild', signedIn),
    parentRoute('POST', '/devices/child-mode/leave', 'api::device.device.takeBack', signedIn, { parentGate: true }),
  ],
};
