import { retentionPeriods } from '../lib/retention';

/** The retention periods in force, for the privacy notice (src/api/privacy-page), which shows them. */
const retentionService = { periods: () => retentionPeriods() };

declare module '../../../utils/services' {
  interface Services {
    'api::privacy.retention': typeof retentionService;
  }
}

export default () => retentionService;
