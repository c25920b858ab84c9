import { z } from 'zod';
import { requiredString } from '../../../http/validation';
import { ignoredClientFields } from '../../../accounts/fields';

/** POST /api/consent: the version of the notice the parent read and agreed to. */
export const consentBody = z.object({
  privacyNoticeVersion: requiredString('privacyNoticeVersion is required', 64),
  deviceType: ignoredClientFields.deviceType,
});
