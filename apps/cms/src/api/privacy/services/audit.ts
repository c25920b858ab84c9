import { recordPrivacyAction } from '../data/privacy-audit';

/** The privacy audit, for the features outside privacy that change a family's data (a child's deletion). */
const auditService = {
  record: recordPrivacyAction,
};

declare module '../../../utils/services' {
  interface Services {
    'api::privacy.audit': typeof auditService;
  }
}

export default () => auditService;
