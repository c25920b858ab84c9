import { ACCOUNT_MESSAGES } from '@tate/contracts';
import { result, type Result } from '../../../http/result';
import { latestAgreedVersion, recordConsent, verifyWaitingConsents } from '../data/consent';

/** How a parent gave their consent: at sign-up, or when asked again after the notice changed; on the web or in an app. */
export type ConsentMethod = 'web-signup' | 'mobile-register' | 'web-renewed-notice' | 'mobile-renewed-notice';

/**
 * What proves an adult gave the sign-up consent: a payment card, when it is first charged. A plush toy's coupon proves
 * nothing (anyone holding the box can type it), so a coupon sign-up stays unverified until a card is charged; rows
 * verified by 'coupon' before that rule are kept as they were (the schema's enumeration still holds it).
 */
export type Verification = 'card';

/** Whether the parent must be asked: the notice in force, the version they last agreed to (null: none), and so `due`. */
export type ConsentState = { noticeVersion: string | null; agreedVersion: string | null; due: boolean };

export type SignUpConsent = {
  /** The notice version the client showed; absent when an app too old to show the notice sent none. */
  noticeVersion?: string | null;
  deviceType: string | undefined;
  verification?: Verification;
};

const SIGN_UP_METHODS: ConsentMethod[] = ['web-signup', 'mobile-register'];

/** The web says deviceType 'WEB' (apps/web/app/cms/account.server.ts); anything else is one of the mobile apps. */
function isWeb(deviceType: string | undefined): boolean {
  return deviceType?.toUpperCase() === 'WEB';
}

async function currentNoticeVersion(): Promise<string | null> {
  const notice = await strapi.documents('api::privacy-page.privacy-page').findFirst({ status: 'published', fields: ['version'] });
  return notice?.version ?? null;
}

async function consentState(parentId: number): Promise<ConsentState> {
  const [noticeVersion, agreedVersion] = await Promise.all([currentNoticeVersion(), latestAgreedVersion(parentId)]);
  return { noticeVersion, agreedVersion, due: noticeVersion !== null && agreedVersion !== noticeVersion };
}

const consentService = {
  /**
   * May a sign-up go ahead with the notice version its client showed? Yes for the notice in force, and for none (apps
   * too old to show it are asked later); no for any other, as POST /api/consent refuses it (ACCOUNT_MESSAGES.privacyNoticeChanged).
   */
  async isInForce(noticeVersion: string | undefined): Promise<boolean> {
    return noticeVersion === undefined || noticeVersion === (await currentNoticeVersion());
  },

  /** Sign-up's consent (register, signupByCoupon); verified when a card is first charged. */
  async recordSignUp(parentId: number, consent: SignUpConsent): Promise<void> {
    await recordConsent(parentId, {
      noticeVersion: consent.noticeVersion ?? null,
      method: isWeb(consent.deviceType) ? 'web-signup' : 'mobile-register',
      verification: consent.verification ?? null,
    });
  },

  /**
   * The parent's sign-up consent still waiting for its proof is verified: by `card` when a card is first charged (a paid
   * invoice with an amount, or the apps' card payment).
   */
  async verify(parentId: number, verification: Verification): Promise<void> {
    await verifyWaitingConsents(parentId, SIGN_UP_METHODS, verification);
  },

  /** GET /api/consent: whether the parent must be asked to agree to the notice in force. */
  async state(parentId: number): Promise<Result<ConsentState>> {
    const state = await consentState(parentId);
    return result(200, state.due ? 'Please read and agree to the updated privacy notice' : 'Your consent is up to date', state);
  },

  /** POST /api/consent: the signed-in parent agrees to `noticeVersion`, which must be the notice in force. */
  async agree(parentId: number, noticeVersion: string, deviceType: string | undefined): Promise<Result<ConsentState>> {
    const current = await currentNoticeVersion();
    if (noticeVersion !== current) return result(409, ACCOUNT_MESSAGES.privacyNoticeChanged, await consentState(parentId));
    await recordConsent(parentId, { noticeVersion, method: isWeb(deviceType) ? 'web-renewed-notice' : 'mobile-renewed-notice', verification: null });
    return result(200, 'Thank you. Your agreement is recorded', { noticeVersion, agreedVersion: noticeVersion, due: false });
  },
};

declare module '../../../utils/services' {
  interface Services {
    'api::privacy.consent': typeof consentService;
  }
}

export default () => consentService;
