import { MESSAGES } from '@tate/contracts';
import { result, type Result } from '../../../http/result';

/** The type keeps its first UID and table: its schema stays in src/api/parental-consent (docs/decisions/2026-11-28-privacy-one-home.md). */
const CONSENT = 'api::parental-consent.parental-consent';

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

async function latestAgreedVersion(parentId: number): Promise<string | null> {
  const latest = (await strapi.db.query(CONSENT).findOne({
    where: { parent: { id: parentId } },
    orderBy: [{ agreedAt: 'desc' }, { id: 'desc' }],
    select: ['noticeVersion'],
  })) as { noticeVersion: string | null } | null;
  return latest?.noticeVersion ?? null;
}

async function record(parentId: number, data: { noticeVersion: string | null; method: ConsentMethod; verification?: Verification }): Promise<void> {
  const agreedAt = new Date();
  await strapi.db.query(CONSENT).create({
    data: { parent: parentId, agreedAt, ...data, verification: data.verification ?? null, verifiedAt: data.verification ? agreedAt : null },
  });
}

async function consentState(parentId: number): Promise<ConsentState> {
  const [noticeVersion, agreedVersion] = await Promise.all([currentNoticeVersion(), latestAgreedVersion(parentId)]);
  return { noticeVersion, agreedVersion, due: noticeVersion !== null && agreedVersion !== noticeVersion };
}

const consentService = {
  /**
   * May a sign-up go ahead with the notice version its client showed? Yes for the notice in force, and for none (apps
   * too old to show it are asked later); no for any other, as POST /api/consent refuses it (MESSAGES.privacyNoticeChanged).
   */
  async isInForce(noticeVersion: string | undefined): Promise<boolean> {
    return noticeVersion === undefined || noticeVersion === (await currentNoticeVersion());
  },

  /** Sign-up's consent (register, signupByCoupon); verified when a card is first charged. */
  async recordSignUp(parentId: number, consent: SignUpConsent): Promise<void> {
    await record(parentId, {
      noticeVersion: consent.noticeVersion ?? null,
      method: isWeb(consent.deviceType) ? 'web-signup' : 'mobile-register',
      verification: consent.verification,
    });
  },

  /**
   * The parent's sign-up consent still waiting for its proof is verified: by `card` when a card is first charged (a paid
   * invoice with an amount, or the apps' card payment).
   */
  async verify(parentId: number, verification: Verification): Promise<void> {
    // Found first, then updated by id: an update's where cannot join the parent relation.
    const waiting = (await strapi.db.query(CONSENT).findMany({
      where: { parent: { id: parentId }, method: { $in: SIGN_UP_METHODS }, verification: { $null: true } },
      select: ['id'],
    })) as Array<{ id: number }>;
    if (waiting.length === 0) return;
    await strapi.db.query(CONSENT).updateMany({
      where: { id: { $in: waiting.map((row) => row.id) } },
      data: { verification, verifiedAt: new Date() },
    });
  },

  /** GET /api/consent: whether the parent must be asked to agree to the notice in force. */
  async state(parentId: number): Promise<Result<ConsentState>> {
    const state = await consentState(parentId);
    return result(200, state.due ? 'Please read and agree to the updated privacy notice' : 'Your consent is up to date', state);
  },

  /** POST /api/consent: the signed-in parent agrees to `noticeVersion`, which must be the notice in force. */
  async agree(parentId: number, noticeVersion: string, deviceType: string | undefined): Promise<Result<ConsentState>> {
    const current = await currentNoticeVersion();
    if (noticeVersion !== current) return result(409, MESSAGES.privacyNoticeChanged, await consentState(parentId));
    await record(parentId, { noticeVersion, method: isWeb(deviceType) ? 'web-renewed-notice' : 'mobile-renewed-notice' });
    return result(200, 'Thank you. Your agreement is recorded', { noticeVersion, agreedVersion: noticeVersion, due: false });
  },
};

export type ConsentService = typeof consentService;

declare module '../../../utils/services' {
  interface Services {
    'api::privacy.consent': ConsentService;
  }
}

export default () => consentService;
