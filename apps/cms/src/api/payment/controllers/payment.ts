import type { Context } from 'koa';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { currentParent } from '../../../http/parent';
import { paymentBody, registerPaymentBody, demoSessionParam } from '../lib/schemas';
import { demoCheckoutPage, demoDonePage, demoErrorPage } from '../lib/demo-page';
import { webPublicUrl } from '../../../commerce/stripe-client';
import { service as lookUpService } from '../../../utils/services';
import { authenticateParent } from '../../../utils/auth';

const service = () => lookUpService('api::payment.payment');

const UNPARSED_BODY = Symbol.for('unparsedBody');

function html(ctx: Context, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/** The demo checkout session id in the address; null when it cannot be one (answered as an expired link). */
function demoSessionIdOf(ctx: Context): string | null {
  const parsed = demoSessionParam.safeParse(ctx.params.sessionId);
  return parsed.success ? parsed.data : null;
}

function invalidDemoLink(ctx: Context): void {
  html(ctx, 404, demoErrorPage('This demo checkout link is not valid or has expired.'));
}

export default {
  async pay(ctx: Context) {
    send(ctx, await service().pay(currentParent(ctx), readBody(ctx, paymentBody)));
  },

  /** Public: the session id is the payer's; a signed-in parent is also told the account's details. */
  async registerPayment(ctx: Context) {
    const { sessionId } = readBody(ctx, registerPaymentBody);
    send(ctx, await service().confirmCheckout(sessionId, await authenticateParent(ctx)));
  },

  async portal(ctx: Context) {
    send(ctx, await service().portal(currentParent(ctx)));
  },

  async webhook(ctx: Context) {
    const body = ctx.request.body as Record<symbol, string | Buffer | undefined> | undefined;
    send(ctx, await service().webhook(body?.[UNPARSED_BODY], ctx.get('stripe-signature') || undefined));
  },

  async demoCheckoutPage(ctx: Context) {
    const sessionId = demoSessionIdOf(ctx);
    const session = sessionId === null ? null : await service().demoSession(sessionId);
    if (!session) {
      invalidDemoLink(ctx);
      return;
    }
    html(ctx, 200, demoCheckoutPage({ email: session.email, planName: session.planName, price: session.price, action: ctx.path }));
  },

  async demoCheckoutPay(ctx: Context) {
    const sessionId = demoSessionIdOf(ctx);
    const outcome = sessionId === null ? 'invalid' : await service().completeDemoCheckout(sessionId);
    if (sessionId === null || outcome === 'invalid') {
      invalidDemoLink(ctx);
      return;
    }
    const message = outcome === 'applied' ? 'Your plan is active. No money was charged.' : 'This demo checkout was already completed.';
    // Back to the web as from Stripe's checkout, with the session id that /registerPayment confirms.
    html(ctx, 200, demoDonePage(message, `${webPublicUrl()}/thank-you?session_id=${encodeURIComponent(sessionId)}`));
  },
};
