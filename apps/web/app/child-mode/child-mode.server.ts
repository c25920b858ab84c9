import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { giveDeviceToChild, takeDeviceBack } from '../cms/device.server';
import { getChild } from '../cms/family.server';
import { submitForm, type FormAnswer } from '../forms/form-action.server';
import { gateAnswerOf } from '../parent-gate/parent-gate.server';
import { parentGateSchemaFor } from '../parent-gate/parent-gate-schema';
import { childModeCookie, getChildMode } from '../session.server';
import { childLibraryPath } from './guard.server';
import { giveDeviceSchema } from './give-device-schema';

const NOT_FOUND = 'This child profile was not found';

/** The children a page offers to choose between on this device: on a device given to a child, that child only. */
export async function childrenOnThisDevice<Child extends { id: string }>(request: Request, children: Child[]): Promise<Child[]> {
  const childMode = await getChildMode(request);
  return childMode ? children.filter((child) => child.id === childMode.childId) : children;
}

/** The first word of a child's name, as the header and the greetings say it. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The hand-over: the child is read first (a foreign or missing one is the CMS's 404), then the CMS makes this device theirs. */
async function giveDevice(token: string, childId: string): Promise<FormAnswer & { firstName: string }> {
  const child = await getChild(cms(), token, childId);
  if (!child) return { code: 404, message: NOT_FOUND, firstName: '' };
  return { ...(await giveDeviceToChild(cms(), token, childId)), firstName: firstNameOf(child.name) };
}

/**
 * "Give this device to …" (the child's profile): the CMS puts this device's session in child mode, the session cookie
 * records the child, and the device goes to the child's library with a toast. A refusal stays on the page.
 */
export async function giveDeviceAction(request: Request) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: giveDeviceSchema,
    send: ({ childId }) => giveDevice(token, childId),
    success: {
      redirectTo: (_answer, { childId }) => childLibraryPath(childId),
      toast: ({ firstName }) => `This device is now ${firstName}’s. A grown-up takes it back with Grown-ups.`,
      headers: async ({ firstName }, { childId }) => ({ 'Set-Cookie': await childModeCookie(request, { childId, firstName }) }),
    },
    resetOnFailure: false,
  });
}

const leaveGateSchema = parentGateSchemaFor(['leave']);

/**
 * Leaving child mode behind the parent gate (`/child-mode/leave`): the CMS judges the PIN (or password) and makes a
 * guessing device wait; once it opens, the session cookie forgets the child and the parent's library is back.
 */
export async function leaveChildModeAction(request: Request) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: leaveGateSchema,
    send: (value) => takeDeviceBack(cms(), token, gateAnswerOf(value)),
    success: {
      redirectTo: '/library',
      headers: async () => ({ 'Set-Cookie': await childModeCookie(request, null) }),
    },
    hideFields: ['password', 'pin'],
  });
}
