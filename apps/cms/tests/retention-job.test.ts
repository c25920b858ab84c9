import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { post, readMails, tempMailDir } from './accounts-helpers';
import { api, createCategory, createChild, createMedia, createParent, recordListeningDay, type TestParent } from './children-support';
import { runRetention } from '../src/api/privacy/lib/retention-job';
import { webPublicUrl } from '../src/commerce/stripe-client';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** More than the default 24 months (731 days at most). */
const PAST_PERIOD = 735 * DAY;
const PASSWORD = 'Secret123!';
const USER_UID = 'plugin::users-permissions.user';

const mailDir = tempMailDir();
// The job runs only when a test calls it, with the clock the test gives it. Stripe is configured but unreachable
// (nothing listens on port 1): only an account with a Stripe customer calls it.
const cms = cmsForTests({
  MAIL_CAPTURE_DIR: mailDir,
  RETENTION_JOB_CRON: 'off',
  RATE_LIMIT_MAX: '1000',
  STRIPE_SECRET_KEY: 'sk_test_unreachable',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: '1',
  STRIPE_API_PROTOCOL: 'http',
});

function mailsTo(email: string) {
  return readMails(mailDir).filter((mail) => mail.to === email);
}

function login(email: string) {
  return post(cms.url, '/login', { email, password: PASSWORD });
}

async function childExists(childId: string): Promise<boolean> {
  return (await cms.strapi.db.query('api::child.child').count({ where: { documentId: childId } })) > 0;
}

/** A parent with a child, as the apps make them (the child through the API, which records the parent's activity). */
async function family(email: string): Promise<{ parent: TestParent; childId: string }> {
  const parent = await createParent(cms.strapi, email);
  return { parent, childId: await createChild(cms.url, parent) };
}

describe('the retention job', () => {
  it('folds listening history older than the period into the child total, deletes old positions, and does it once', async () => {
    const { parent, childId } = await family('folding@example.com');
    const categoryId = await createCategory(cms.strapi);
    const oldMedia = await createMedia(cms.strapi, { categoryId });
    const recentMedia = await createMedia(cms.strapi, { categoryId });
    const later = new Date(Date.now() + PAST_PERIOD);
    const save = (mediaId: string, watchingTime: number) =>
      api(cms.url, '/child-history', { token: parent.token, json: { childId, mediaId, currentMediaTimestamp: 30, watchingTime } });
    const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
    // Listening three days ago and today, both past the period at the run's time; and five days before the run.
    await recordListeningDay(cms.strapi, childId, dayOf(Date.now() - 3 * DAY), 200.5);
    await save(oldMedia, 450);
    await save(recentMedia, 0);
    await recordListeningDay(cms.strapi, childId, dayOf(later.getTime() - 5 * DAY), 130);
    // The child played the recent meditation again five days before the run.
    const recentPosition = { childId, mediaId: recentMedia };
    await cms.strapi.db.query('api::child-history.child-history').updateMany({ where: recentPosition, data: { updatedAt: new Date(later.getTime() - 5 * DAY) } });
    const statistics = async () => {
      const profile = await api(cms.url, `/children/${childId}/profile`, { method: 'GET', token: parent.token });
      return (profile.body.response_data as { statistics: { totalMinutes: number } }).statistics;
    };
    const positions = async () => {
      const list = await api(cms.url, '/child-history/all', { token: parent.token, json: { childId } });
      return (list.body.response_data as { mediaId: string }[]).map((entry) => entry.mediaId);
    };
    expect((await statistics()).totalMinutes).toBe(13);

    const first = await runRetention(cms.strapi, later);

    expect(first).toMatchObject({ foldedDays: 2, children: 1 });
    expect((await statistics()).totalMinutes).toBe(13);
    expect(await positions()).toEqual([recentMedia]);
    expect(await cms.strapi.db.query('api::child-history.listening-day').count({ where: { childId } })).toBe(1);

    const second = await runRetention(cms.strapi, new Date(later.getTime() + HOUR));

    expect(second).toMatchObject({ foldedDays: 0, children: 0, deletedPositions: 0 });
    expect((await statistics()).totalMinutes).toBe(13);
    expect(await positions()).toEqual([recentMedia]);
  });

  it('warns a parent nobody signed in as for the period, then erases the account and its children 30 days later', async () => {
    const { childId } = await family('idle@example.com');
    const { documentId } = (await cms.strapi.db.query(USER_UID).findOne({ where: { email: 'idle@example.com' } })) as { documentId: string };
    const warnedAt = new Date(Date.now() + PAST_PERIOD + 10 * DAY);

    await runRetention(cms.strapi, warnedAt);

    const [warning] = mailsTo('idle@example.com');
    const erasureDay = new Date(warnedAt.getTime() + 30 * DAY).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(warning.subject).toBe(`Your Tate account will be deleted on ${erasureDay}`);
    expect(warning.text).toContain('Sign in to keep your account');
    expect(warning.text).toContain(`${webPublicUrl()}/login`);

    await runRetention(cms.strapi, new Date(warnedAt.getTime() + 29 * DAY));
    expect(await childExists(childId)).toBe(true);
    expect(mailsTo('idle@example.com')).toHaveLength(1);

    await runRetention(cms.strapi, new Date(warnedAt.getTime() + 30 * DAY + HOUR));

    expect((await login('idle@example.com')).body.response_message).toBe('Invalid email or password');
    expect(await childExists(childId)).toBe(false);
    const audit = await cms.strapi.db.query('api::family-data.privacy-audit').findMany({ where: { parentId: documentId } });
    expect(audit).toEqual([expect.objectContaining({ action: 'account-erased-unused', childId: null, removed: null })]);
    expect(JSON.stringify(audit)).not.toContain('idle@example.com');
  });

  it('keeps the account of a parent who signs in after the warning', async () => {
    const { childId } = await family('returning@example.com');
    // The parent last used Tate, and their plan ran out, longer ago than the period: the run now warns.
    const longAgo = new Date(Date.now() - PAST_PERIOD);
    await cms.strapi.db.query(USER_UID).updateMany({ where: { email: 'returning@example.com' }, data: { lastActiveAt: longAgo, expiryDate: longAgo } });
    const now = new Date();
    await runRetention(cms.strapi, now);
    expect(mailsTo('returning@example.com')).toHaveLength(1);

    // Signing in (201: the plan has run out) is a use of the account: it clears the warning.
    expect((await login('returning@example.com')).body.response_code).toBe(201);
    await runRetention(cms.strapi, new Date(now.getTime() + 31 * DAY));

    expect((await login('returning@example.com')).body.response_code).toBe(201);
    expect(await childExists(childId)).toBe(true);
    expect(mailsTo('returning@example.com')).toHaveLength(1);
  });

  it('neither warns nor erases an idle account whose plan is paid up or unlimited, nor one that paid after its warning', async () => {
    const paying = await family('idle-but-paying@example.com');
    const unlimited = await family('idle-with-a-toy@example.com');
    const paidAfterWarning = await family('paid-after-warning@example.com');
    const runAt = new Date(Date.now() + PAST_PERIOD + 10 * DAY);
    // Paid well past the runs below, and a plush toy's coupon plan, which never expires.
    await cms.strapi.db.query(USER_UID).updateMany({
      where: { email: 'idle-but-paying@example.com' },
      data: { is_subscribe: 'active', subscriptionPlan: 'year', expiryDate: new Date(runAt.getTime() + 365 * DAY) },
    });
    await cms.strapi.db.query(USER_UID).updateMany({
      where: { email: 'idle-with-a-toy@example.com' },
      data: { is_subscribe: 'active', subscriptionPlan: 'unlimited', expiryDate: null },
    });

    await runRetention(cms.strapi, runAt);
    // Warned (its month ran out long before), then renewed without signing in: a Stripe invoice paid on its own.
    expect(mailsTo('paid-after-warning@example.com')).toHaveLength(1);
    await cms.strapi.db.query(USER_UID).updateMany({
      where: { email: 'paid-after-warning@example.com' },
      data: { is_subscribe: 'active', subscriptionPlan: 'month', expiryDate: new Date(runAt.getTime() + 60 * DAY) },
    });
    const due = await runRetention(cms.strapi, new Date(runAt.getTime() + 31 * DAY));

    expect(due).toMatchObject({ keptForPlans: 1 });
    expect(await childExists(paidAfterWarning.childId)).toBe(true);
    for (const { email, childId } of [
      { email: 'idle-but-paying@example.com', childId: paying.childId },
      { email: 'idle-with-a-toy@example.com', childId: unlimited.childId },
    ]) {
      expect(mailsTo(email)).toHaveLength(0);
      expect((await login(email)).body.response_code).toBe(200);
      expect(await childExists(childId)).toBe(true);
    }
  });

  it('does the work once when two runs start at the same time', async () => {
    await family('twice@example.com');
    const at = new Date(Date.now() + 2 * PAST_PERIOD);

    const runs = await Promise.all([runRetention(cms.strapi, at), runRetention(cms.strapi, at)]);

    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(mailsTo('twice@example.com')).toHaveLength(1);
  });

  it('clears reset links that expired, and keeps those that still work', async () => {
    await createParent(cms.strapi, 'expired-link@example.com');
    await createParent(cms.strapi, 'working-link@example.com');
    const now = new Date();
    const setLink = (email: string, expiresAt: Date) =>
      cms.strapi.db.query(USER_UID).updateMany({ where: { email }, data: { resetPasswordToken: `hash-of-${email}`, resetPasswordExpiresAt: expiresAt } });
    await setLink('expired-link@example.com', new Date(now.getTime() - 2 * DAY));
    await setLink('working-link@example.com', new Date(now.getTime() + 2 * HOUR));

    await runRetention(cms.strapi, new Date(now.getTime() + 3 * HOUR));

    const link = async (email: string) =>
      (await cms.strapi.db.query(USER_UID).findOne({ where: { email }, select: ['resetPasswordToken'] })) as { resetPasswordToken: string | null };
    expect(await link('expired-link@example.com')).toMatchObject({ resetPasswordToken: null });
    expect(await link('working-link@example.com')).toMatchObject({ resetPasswordToken: 'hash-of-working-link@example.com' });
  });

  it('starts the clock of an account with no recorded use at its last change: not warned at once, warned once idle', async () => {
    await createParent(cms.strapi, 'no-activity-yet@example.com');
    const now = Date.now();

    await runRetention(cms.strapi, new Date(now + 5 * HOUR));
    expect(mailsTo('no-activity-yet@example.com')).toHaveLength(0);

    await runRetention(cms.strapi, new Date(now + 4 * PAST_PERIOD));
    expect(mailsTo('no-activity-yet@example.com')).toHaveLength(1);
  });

  it('keeps an account whose payment details Stripe cannot delete, and tries again on the next run', async () => {
    const { childId } = await family('unreachable-stripe@example.com');
    await cms.strapi.db.query(USER_UID).updateMany({ where: { email: 'unreachable-stripe@example.com' }, data: { stripeCustomerId: 'cus_tate_test' } });
    const warnedAt = new Date(Date.now() + 3 * PAST_PERIOD);
    await runRetention(cms.strapi, warnedAt);

    const due = await runRetention(cms.strapi, new Date(warnedAt.getTime() + 31 * DAY));
    const next = await runRetention(cms.strapi, new Date(warnedAt.getTime() + 32 * DAY));

    expect(due).toMatchObject({ keptForPayments: 1 });
    expect(next).toMatchObject({ keptForPayments: 1 });
    expect((await login('unreachable-stripe@example.com')).body.response_code).toBe(200);
    expect(await childExists(childId)).toBe(true);
  });
});
