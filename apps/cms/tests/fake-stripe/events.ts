import Stripe from 'stripe';

let sequence = 0;

/** A Stripe event envelope around an object, as Stripe would post it to the webhook. */
export function stripeEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  sequence += 1;
  return { id: `evt_test_${Date.now()}_${sequence}`, object: 'event', api_version: '2025-01-01', created, livemode: false, type, data: { object } };
}

/** Posts an event to the CMS webhook, signed with the webhook secret the way Stripe signs it. */
export async function postWebhook(baseUrl: string, secret: string, event: unknown, signatureSecret = secret) {
  const payload = JSON.stringify(event);
  const signature = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({ payload, secret: signatureSecret });
  const response = await fetch(`${baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as { response_code: number; response_data?: { outcome: string } } };
}
