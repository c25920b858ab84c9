import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api } from './children-support';
import { familySeed } from '../src/seed/family';


const cms = cmsForTests({ SEED_DEMO: 'true' }, { shared: true });

type Child = { _id: string; name: string };
type Profile = { recentlyPlayed: unknown[]; suggested: unknown[]; statistics: { streakDays: number; totalMinutes: number } };

async function demoToken(): Promise<string> {
  const parent = (await cms.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: 'parent@tate.local' } })) as { id: number; tokenVersion: number | null };
  return cms.strapi.plugin('users-permissions').service('jwt').issue({ id: parent.id, tokenVersion: parent.tokenVersion ?? 0 }) as string;
}

describe('demo family seed', () => {
  it('gives the demo parent two children whose profiles look alive', async () => {
    const token = await demoToken();
    const list = await api(cms.url, '/children/all', { token, json: {} });
    const children = list.body.response_data as Child[];
    expect(children.map((child) => child.name)).toEqual(['Lily', 'Max']);
    for (const child of children) {
      const profile = await api(cms.url, `/children/${child._id}/profile`, { method: 'GET', token });
      const data = profile.body.response_data as Profile;
      expect(data.recentlyPlayed.length).toBeGreaterThan(0);
      expect(data.suggested.length).toBeGreaterThan(0);
      expect(data.statistics.streakDays).toBeGreaterThanOrEqual(2);
      expect(data.statistics.totalMinutes).toBeGreaterThan(0);
    }
  });

  it("gives the first child a bedtime, a two-meditation routine and a daily limit on the family's clock", async () => {
    const token = await demoToken();
    const [lily] = (await api(cms.url, '/children/all', { token, json: {} })).body.response_data as Child[];
    const { body } = await api(cms.url, `/children/${lily!._id}/bedtime`, { method: 'GET', token });
    expect(body.response_data).toMatchObject({
      bedtime: '20:00',
      wakeTime: '07:00',
      timeZone: 'America/Toronto',
      routine: [{ title: 'Breathe Like a Puppy' }, { title: 'Goodnight, Little Stars' }],
      dailyLimitMinutes: 60,
    });
  });

  it('is idempotent', async () => {
    const before = await cms.strapi.db.query('api::child-history.child-history').count({});
    await familySeed.run(cms.strapi);
    const token = await demoToken();
    const list = await api(cms.url, '/children/all', { token, json: {} });
    expect((list.body.response_data as Child[]).map((child) => child.name)).toEqual(['Lily', 'Max']);
    expect(await cms.strapi.db.query('api::child-history.child-history').count({})).toBe(before);
  });
});
