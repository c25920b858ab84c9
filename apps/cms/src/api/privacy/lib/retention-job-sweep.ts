import { updateUsersWhere } from '../../../utils/data/user';
import { deletePaymentEventsBefore } from '../../../commerce/data/payment-event';
import { daysAfter, runKeyOf } from './retention-job-clock';
import { deleteRunClaimsBefore } from '../data/retention-run';

/** An expired reset link still answers "expired" (not "invalid") for a day, then its hash is cleared. */
const EXPIRED_RESET_LINK_DAYS = 1;
/**
 * The payment ledger (src/commerce/data/payment-event.ts) remembers events three months: Stripe retries a webhook for
 * up to 3 days, and a charge, a card token or a demo checkout is claimed within the hour, so an older one never comes again.
 */
const PAYMENT_EVENT_DAYS = 90;
/** The job's own claims are kept a week, to see when it last ran. */
const RUN_CLAIM_DAYS = 7;

export type Sweep = { resetTokens: number; paymentEvents: number };

/** Deletes what only grows and is no longer needed: expired reset tokens, old payment events and the job's old claims. */
export async function sweep(now: Date): Promise<Sweep> {
  const resetTokens = await updateUsersWhere(
    { resetPasswordExpiresAt: { $lt: daysAfter(now, -EXPIRED_RESET_LINK_DAYS) } },
    { resetPasswordToken: null, resetPasswordExpiresAt: null },
  );
  const paymentEvents = await deletePaymentEventsBefore(daysAfter(now, -PAYMENT_EVENT_DAYS));
  await deleteRunClaimsBefore(runKeyOf(daysAfter(now, -RUN_CLAIM_DAYS)));
  return { resetTokens, paymentEvents };
}
