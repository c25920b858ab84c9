import { requireParent } from '../account/guard.server';
import { extendDailyLimit, unlockBedtime, type GateAnswer } from '../cms/bedtime.server';
import { cms } from '../cms/cms.server';
import { submitForm } from '../forms/form-action.server';
import { parentGateSchemaFor } from './parent-gate-schema';

/** What the CMS is sent for the gate's answer: the PIN, or the password for a parent without one. */
export function gateAnswerOf({ asks, pin, password }: { asks: 'pin' | 'password'; pin?: string; password?: string }): GateAnswer {
  return asks === 'pin' ? { pin: pin ?? '' } : { password: password ?? '' };
}

const bedtimeGateSchema = parentGateSchemaFor(['unlock', 'extend']);

/**
 * The parent gate's action on `/library/{childId}`: the parent PIN (or, without one, the password) unlocks tonight's
 * quiet hours or adds 15 minutes to today; the CMS judges it and says what it did (the toast). A refusal, or a wait
 * after wrong answers, stays on the page.
 */
export async function parentGateAction(request: Request, childId: string) {
  const token = await requireParent(request);
  return submitForm(request, {
    schema: bedtimeGateSchema,
    send: (value) => {
      const answer = gateAnswerOf(value);
      return value.intent === 'unlock' ? unlockBedtime(cms(), token, childId, answer) : extendDailyLimit(cms(), token, childId, answer);
    },
    success: { redirectTo: `/library/${encodeURIComponent(childId)}` },
    hideFields: ['password', 'pin'],
  });
}
