import { partnerFrameClaim } from '@tate/contracts';
import { isSignedClaim } from '@tate/contracts/signed-claim';
import { readSecret } from '../../../security/secrets';

/**
 * Whether `pass` is the web's frame pass for this key and meditation (`partnerFrameClaim`, signed with
 * CLIENT_ADDRESS_SECRET less than a minute ago): the web served its iframe player as a frame, which only the
 * partner's allowed origins may do. Without one, a lookup from the web's origin is the frame opened on its own.
 */
export function isFramePass(pass: string | null, key: string, mediaId: string, now = Date.now()): boolean {
  return pass !== null && isSignedClaim(partnerFrameClaim(key, mediaId), pass, readSecret('CLIENT_ADDRESS_SECRET'), now);
}
