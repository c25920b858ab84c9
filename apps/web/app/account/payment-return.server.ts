import { createCookie } from '@remix-run/node';
import { cookieOptions } from '../session/cookie-options.server';

/**
 * Set when /payment sends a signed-in parent to checkout, and read when checkout sends them back to /thank-you:
 * a payment made there ends with 'THANK YOU FOR PAYMENT' and the home page (spec section 8, Payment), while a
 * sign-up's or renewal's return keeps the thank-you page. Signed, out of the page's reach, an hour long.
 */
const paymentReturnCookie = createCookie('tate_payment', cookieOptions({ signed: true, maxAge: 60 * 60 }));

export const paymentReturnCookieName = paymentReturnCookie.name;

export const PAYMENT_THANKS = 'THANK YOU FOR PAYMENT';

/** The Set-Cookie value that marks the checkout as started from /payment. */
export function markPaymentStarted(): Promise<string> {
  return paymentReturnCookie.serialize('payment');
}

/** Whether this browser went to checkout from /payment within the hour. */
export async function paymentStarted(request: Request): Promise<boolean> {
  return (await paymentReturnCookie.parse(request.headers.get('Cookie'))) === 'payment';
}

/** The Set-Cookie value that forgets the mark once the return has been thanked. */
export function forgetPaymentStarted(): Promise<string> {
  return paymentReturnCookie.serialize('', { maxAge: 0 });
}
