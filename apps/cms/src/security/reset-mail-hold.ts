import type { Context } from 'koa';

/**
 * Reset mails held back (src/middlewares/rate-limit.ts): when mails to an address have already gone to as many clients
 * as the window allows, a new client's request for a reset link is not refused (the parent on a new phone would be
 * locked out of the one way back in); it is answered as usual and sends no new mail while a link already in that
 * mailbox still works (src/api/account/services/account.ts).
 */
const HELD = Symbol('reset mail held');

type HoldState = { [HELD]?: true };

export function holdResetMail(ctx: Context): void {
  (ctx.state as HoldState)[HELD] = true;
}

export function isResetMailHeld(ctx: Context): boolean {
  return (ctx.state as HoldState)[HELD] === true;
}
