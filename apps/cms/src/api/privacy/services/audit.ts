import { recordPrivacyAction } from '../data/privacy-audit';

/** The privacy audit, for the features outside privacy that change a family's data (a child's deletion). */
const auditService = {
  record: recordPrivacyAction,
};

export type AuditService = typeof auditService;

declare module '../../../utils/services' {
  interface Services {
    'api::privacy.audit': AuditService;
  }
}

export default () => auditService;
