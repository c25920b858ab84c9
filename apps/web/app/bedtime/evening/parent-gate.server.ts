import { requireParent } from '../../account/guard.server';
import { extendDailyLimit, unlockBedtime } from '../../cms/bedtime.server';
import { cms } from '../../cms/cms.server';
import { submitForm } from '../../forms/form-action.server';
import { parentGateSchema } from './parent-gate-schema';

/**
 * The parent gate's action on `/library/{childId}`: the parent's password unlocks tonight's quiet hours or adds 15
 * minutes to today; the CMS checks the password and says what it did (the toast). A refusal stays on the page.
 */
export async function parentGateAction(request: Request, childId: string) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: parentGateSchema,
    send: ({ intent, password }) =>
      intent === 'unlock' ? unlockBedtime(cms(), token, childId, password) : extendDailyLimit(cms(), token, childId, password),
    success: { redirectTo: `/library/${encodeURIComponent(childId)}` },
    hideFields: ['password'],
  });
}
