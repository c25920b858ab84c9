import type { Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PARTNER_KEY_PATTERN } from '@tate/contracts';
import { readAllowedOrigins } from './allowed-origins';
import { newPartnerKey } from './partner-key';
import { PARTNER } from '../../../commerce/data/partner';

/**
 * Document service middleware for partners: a new partner gets its public key (the admin shows it read-only), a
 * key never changes afterwards, and the allowed origins are checked and written one per line as browsers send them.
 */
export function partnerDocumentsMiddleware(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== PARTNER || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (!data) return next();
    // Signing secrets are made and rotated only by the partner service (rotateSigningSecret), never written from the admin.
    delete data.signingSecrets;
    if (context.action === 'create') {
      const given = data.publicKey;
      if (given !== undefined && given !== null && given !== '' && (typeof given !== 'string' || !PARTNER_KEY_PATTERN.test(given))) {
        throw new errors.ValidationError('A partner key is tpk_ followed by 32 letters, digits, - or _');
      }
      if (!given) data.publicKey = newPartnerKey();
    } else {
      delete data.publicKey;
    }
    if (context.action === 'create' || data.allowedOrigins !== undefined) {
      const origins = readAllowedOrigins(typeof data.allowedOrigins === 'string' ? data.allowedOrigins : null);
      if (!origins.ok) throw new errors.ValidationError(`Allowed origins: ${origins.message}`);
      data.allowedOrigins = origins.origins.join('\n');
    }
    return next();
  };
}
