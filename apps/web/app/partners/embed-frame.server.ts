import { partnerFrameClaim, partnerRefusalDetail, type PartnerRefusalDetail } from '@tate/contracts';
import { signClaim } from '@tate/contracts/signed-claim';
import { readSecret } from '../session/secret.server';
import type { FrameOrigins } from '../cms/partner-frames.server';

/**
 * How the browser asks for the iframe player: as a frame (`Sec-Fetch-Dest: iframe`) or not (a tab, or a browser that
 * does not say), and, for a frame, the origin of the page that framed it when its Referer says it (a page may send
 * none). No page can make its browser send another page's origin as the Referer.
 */
export type FrameRequest = { framed: boolean; framer: string | null };

export function frameRequest(request: Request): FrameRequest {
  const framed = request.headers.get('sec-fetch-dest') === 'iframe';
  const referer = request.headers.get('referer');
  const framer = framed && referer && URL.canParse(referer) ? new URL(referer).origin : null;
  return { framed, framer: framer === 'null' ? null : framer };
}

/**
 * Why the frame is refused before any lookup, or null: no key or not a key, the CMS's refusal of the key (unknown,
 * inactive, rate limited), a partner without allowed origins, or a page framing it whose origin its Referer says is
 * not one of them (without a Referer, the frame policy alone refuses that page).
 */
export function frameRefusal(givenKey: string | null, frames: FrameOrigins | null, request: FrameRequest): PartnerRefusalDetail | null {
  if (!givenKey?.trim()) return partnerRefusalDetail('key-missing');
  if (frames === null) return partnerRefusalDetail('key-malformed');
  if ('refusal' in frames) return frames.refusal;
  if (frames.origins.length === 0 || (request.framer !== null && !frames.origins.includes(request.framer))) return partnerRefusalDetail('origin-not-allowed');
  return null;
}

/**
 * The frame pass for this frame's lookup (`partnerFrameClaim` signed with CLIENT_ADDRESS_SECRET, @tate/contracts
 * partner.ts), when the browser loads the player as a frame; null in a tab. With it the CMS counts the frame's view
 * and play for the partner; without it the player plays, uncounted (docs/decisions/2026-11-29-partner-counts-framed-only.md).
 */
export function framePass(request: FrameRequest, key: string, mediaId: string, env: Record<string, string | undefined> = process.env, now = Date.now()): string | null {
  return request.framed ? signClaim(partnerFrameClaim(key, mediaId), readSecret('CLIENT_ADDRESS_SECRET', env), now) : null;
}
