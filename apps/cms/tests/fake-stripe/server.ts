import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeForm, type FormObject } from './form';

export type RecordedRequest = { method: string; path: string; body: FormObject };
type StripeObject = Record<string, unknown> & { id: string };

export type FakeStripe = {
  port: number;
  requests: RecordedRequest[];
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** What Stripe does when the parent pays: the session completes and a subscription exists. */
  completeSession(sessionId: string, status?: 'trialing' | 'active'): { session: StripeObject; subscription: StripeObject };
  stop(): Promise<void>;
};

const PERIOD_END_OFFSET = 14 * 24 * 60 * 60;

/**
 * A local stand-in for api.stripe.com, enough for the CMS's calls: customers, Checkout Sessions,
 * subscriptions, billing portal sessions and charges. The real stripe SDK talks to it over http.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  let nextId = 1;
  const id = (prefix: string) => `${prefix}_test_${nextId++}`;
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();

  function route(method: string, path: string, body: FormObject): [number, unknown] {
    const now = Math.floor(Date.now() / 1000);
    const segments = path.split('/').filter(Boolean);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'DELETE' && segments[1] === 'customers' && segments[2]) {
      if (!customers.delete(segments[2])) return [404, missing(segments[2])];
      return [200, { id: segments[2], object: 'customer', deleted: true }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        metadata: body.metadata ?? {},
        subscription: null,
        created: now,
        url: `https://checkout.stripe.test/pay/${sessionId}`,
        subscription_data: body.subscription_data,
      };
      sessions.set(sessionId, session);
      return [200, session];
    }
    if (segments[1] === 'checkout' && segments[2] === 'sessions' && segments[3] && method === 'GET') {
      const session = sessions.get(segments[3]);
      return session ? [200, session] : [404, missing(segments[3])];
    }
    if (segments[1] === 'subscriptions' && segments[2]) {
      const subscription = subscriptions.get(segments[2]);
      if (!subscription) return [404, missing(segments[2])];
      if (method === 'POST' && body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      if (method === 'DELETE') Object.assign(subscription, { status: 'canceled', ended_at: now });
      return [200, subscription];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [200, { id: id('bps'), object: 'billing_portal.session', customer: body.customer, url: `https://billing.stripe.test/session/${body.customer}` }];
    }
    if (method === 'POST' && path === '/v1/charges') {
      if (body.source === 'tok_chargeDeclined') {
        return [402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }];
      }
      // tok_chargeInEuro stands for a card token whose charge Stripe made in another currency than asked.
      const currency = body.source === 'tok_chargeInEuro' ? 'eur' : body.currency;
      return [200, { id: id('ch'), object: 'charge', amount: Number(body.amount), currency, paid: true, status: 'succeeded', created: now }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  function missing(objectId: string) {
    return { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${objectId}'` } };
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const body = decodeForm(request.method === 'GET' ? url.searchParams.toString() : raw);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, body });
      const [status, payload] = route(request.method ?? 'GET', url.pathname, body);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${nextId}` });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    sessions,
    subscriptions,
    completeSession(sessionId, status = 'trialing') {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown session ${sessionId}`);
      const now = Math.floor(Date.now() / 1000);
      const subscriptionData = (session.subscription_data ?? {}) as FormObject;
      const subscription: StripeObject = {
        id: id('sub'),
        object: 'subscription',
        status,
        customer: session.customer,
        cancel_at_period_end: false,
        metadata: subscriptionData.metadata ?? session.metadata,
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', current_period_end: now + PERIOD_END_OFFSET }] },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      return { session, subscription };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
