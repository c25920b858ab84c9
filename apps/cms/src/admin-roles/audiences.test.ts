import { describe, expect, it } from 'vitest';
import { audienceOf } from './audiences';

const type = (uid: string, attributes: Record<string, { type: string; target?: string }> = {}) => ({ uid, attributes });

describe('audienceOf', () => {
  it('treats a project type nobody listed as content, so a type added later goes to editors', () => {
    expect(audienceOf(type('api::podcast.podcast', { title: { type: 'string' } }))).toBe('content');
  });

  it('keeps children, history, favourites, contact messages and sign-ups as family data', () => {
    for (const uid of ['api::child.child', 'api::child-history.child-history', 'api::favourite.favourite', 'api::contact-message.contact-message', 'api::newsletter-signup.newsletter-signup']) {
      expect(audienceOf(type(uid))).toBe('family');
    }
  });

  it('keeps every type of a family folder as family data, such as the listening days of child history', () => {
    expect(audienceOf(type('api::child-history.listening-day'))).toBe('family');
    expect(audienceOf(type('api::family-data.privacy-audit'))).toBe('family');
    expect(audienceOf(type('plugin::users-permissions.user'))).toBe('family');
  });

  it('treats a new type that relates to parent accounts as family data', () => {
    expect(audienceOf(type('api::diary.diary', { owner: { type: 'relation', target: 'plugin::users-permissions.user' } }))).toBe('family');
  });

  it('gives coupons and plans to the commerce audience and plugin types to nobody', () => {
    expect(audienceOf(type('api::coupon.coupon'))).toBe('commerce');
    expect(audienceOf(type('api::subscription-plan.subscription-plan'))).toBe('commerce');
    expect(audienceOf(type('plugin::publisher.action'))).toBe('none');
    expect(audienceOf(type('api::retention.retention-run'))).toBe('none');
  });
});
