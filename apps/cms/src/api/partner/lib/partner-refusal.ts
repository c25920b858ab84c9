import { PARTNER_REFUSALS, type PartnerRefusalCode } from '@tate/contracts';
import { ApiError } from '../../../http/errors';

/** A refusal of a partner embed's request: its status, sentence and stable code (@tate/contracts partner-refusals). */
export function partnerRefusal(code: PartnerRefusalCode): ApiError {
  const { status, message } = PARTNER_REFUSALS[code];
  return new ApiError(status, message, undefined, code);
}
