import { createCookie } from '@remix-run/node';
import { cookieOptions } from '../session/cookie-options.server';

/** Remembers for 24 hours that the visitor closed the free-trial pop-up (spec section 9). */
export const trialPopupClosedCookie = createCookie('tate_trial_closed', cookieOptions({ maxAge: 60 * 60 * 24 }));

export async function isTrialPopupClosed(request: { headers: Pick<Headers, 'get'> }): Promise<boolean> {
  return (await trialPopupClosedCookie.parse(request.headers.get('Cookie'))) === 'closed';
}
