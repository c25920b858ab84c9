import { partnerOriginField } from '@tate/contracts';
import { webPublicUrl } from '../../../commerce/stripe-client';

/**
 * The origin of the web's iframe player (`/embed/<meditation>`, WEB_PUBLIC_URL): its lookups come from there, for
 * whichever allowed origin framed it. Null when WEB_PUBLIC_URL is not an origin a browser sends.
 */
export function iframePlayerOrigin(): string | null {
  const url = webPublicUrl();
  if (!URL.canParse(url)) return null;
  const origin = partnerOriginField.safeParse(new URL(url).origin);
  return origin.success ? origin.data : null;
}
