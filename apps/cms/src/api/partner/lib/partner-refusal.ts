import { PARTNER_REFUSALS, type PartnerRefusalCode } from '@tate/contracts';
import { ApiError } from '../../../http/errors';

/**
 * A refusal of a partner embed's request: its status, sentence and stable code (@tate/contracts partner-refusals), and
 * the partner it refused when the refusal itself knows it (an inactive key, an origin the key does not allow): the
 * partner's numbers count its refusals by code.
 */
export class PartnerRefusalError extends ApiError {
  constructor(
    readonly refusal: PartnerRefusalCode,
    readonly partner: string | null,
  ) {
    const { status, message } = PARTNER_REFUSALS[refusal];
    super(status, message, undefined, refusal);
  }
}

/** The refusal `code`, of the partner with this documentId when known. */
export function partnerRefusal(code: PartnerRefusalCode, partner: string | null = null): PartnerRefusalError {
  return new PartnerRefusalError(code, partner);
}
