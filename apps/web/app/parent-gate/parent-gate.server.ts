import { requireParent } from '../account/guard.server';
import { extendDailyLimit, unlockBedtime } from '../cms/bedtime.server';
import { cms } from '../cms/cms.server';
import { submitForm } from '../forms/form-action.server';
import { parentGateSchema } from './parent-gate-schema';

/**
 * The parent gate's action on `/library/{childId}`: the parent PIN (or, without one, the password) unlocks tonight's
 * quiet hours or adds 15 minutes to today; the CMS judges it and says what it did (the toast). A refusal, or a wait
 * after wrong answers, stays on the page.
 */
export async function parentGateAction(request: Request, childId: string) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: parentGateSchema,
    send: ({ intent, asks, pin, password }) => {
      const answer = asks === 'pin' ? { pin: pin ?? '' } : { password: password ?? '' };
      return intent === 'unlock' ? unlockBedtime(cms(), token, childId, answer) : extendDailyLimit(cms(), token, childId, answer);
    },
    success: { redirectTo: `/library/${encodeURIComponent(childId)}` },
    hideFields: ['password', 'pin'],
  });
}
