import type { ActionFunctionArgs } from '@remix-run/node';
import { invalidatePublicContent } from '../cms/public-content.server';
import { hasWebhookSecret } from '../cms/webhook-secret.server';

/**
 * The CMS's public-content notice (apps/cms/src/webhooks/public-cache.ts): public documents changed (the body lists
 * their types and ids, never their content), so the whole public-content cache is dropped on every instance.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST' }, { status: 405 });
  if (!hasWebhookSecret(request)) return Response.json({ message: 'Unknown sender' }, { status: 401 });
  await invalidatePublicContent();
  return Response.json({ cleared: true }, { headers: { 'Cache-Control': 'no-store' } });
}
