import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';

// A retention period set for this CMS: the notice must show it, not a figure an editor typed.
const cms = cmsForTests({ SEED_DEMO: 'true', RETENTION_HISTORY_MONTHS: '12' });

type PrivacyAnswer = {
  data: { heading: string; version: string; sections: { heading: string; body: string }[] };
  meta: { retention: { historyMonths: number; inactiveAccountMonths: number; erasureNoticeDays: number } };
};

describe('the privacy notice', () => {
  it('is public, says what is kept about a child and who sees it, and carries the retention periods in force', async () => {
    const response = await fetch(`${cms.url}/api/privacy-page?populate=sections`);
    expect(response.status).toBe(200);
    const { data, meta } = (await response.json()) as PrivacyAnswer;
    expect(data.heading).toBe('Privacy notice');
    expect(data.version).toMatch(/\S/);
    expect(data.sections.map((section) => section.heading)).toEqual(expect.arrayContaining(['What we keep about your child', 'Who can see it']));
    expect(meta.retention).toEqual({ historyMonths: 12, inactiveAccountMonths: 24, erasureNoticeDays: 30 });
  });

  it("names, under Your choices, the account page's buttons that download the family's data and delete the account", async () => {
    const { data } = (await (await fetch(`${cms.url}/api/privacy-page?populate=sections`)).json()) as PrivacyAnswer;
    const choices = data.sections.find((section) => section.heading === 'Your choices');
    expect(choices?.body).toContain("Download my family's data");
    expect(choices?.body).toContain('Delete account');
  });
});
