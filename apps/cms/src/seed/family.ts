import type { Core } from '@strapi/strapi';
import type { Interest } from '@tate/contracts';
import type { SeedModule } from './seed-module';
import { service } from '../utils/services';

const DEMO_PARENT_EMAIL = 'parent@tate.local';
const DAY_MS = 24 * 60 * 60 * 1000;

type DemoChild = {
  name: string;
  age: number;
  theme: Interest[];
  /** Titles listened to, oldest first: [title, days ago, seconds listened, position in seconds]. */
  listened: [string, number, number, number][];
  favourites: string[];
};

const DEMO_CHILDREN: DemoChild[] = [
  {
    name: 'Lily',
    age: 6,
    theme: ['Animals', 'Nature', 'Space'],
    listened: [
      ['Goodnight, Little Stars', 3, 420, 300],
      ['Breathe Like a Puppy', 1, 300, 250],
      ['Kind Thoughts for Everyone', 0, 360, 410],
    ],
    favourites: ['Goodnight, Little Stars'],
  },
  {
    name: 'Max',
    age: 9,
    theme: ['Sports', 'Space', 'Counting + Math'],
    listened: [
      ['Superhero Focus', 1, 450, 450],
      ['When I Feel Big Feelings', 0, 240, 200],
    ],
    favourites: ['Superhero Focus'],
  },
];

function birthDate(age: number, now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear() - age, 2, 14)).toISOString().slice(0, 10);
}

async function mediaIdByTitle(strapi: Core.Strapi, title: string): Promise<string | null> {
  const row = (await strapi.db.query('api::meditation.meditation').findOne({
    where: { title, publishedAt: { $notNull: true } },
    select: ['documentId'],
  })) as { documentId: string } | null;
  return row?.documentId ?? null;
}

/**
 * Two children for the demo parent, each with a little listening history (a streak ending today) and a
 * favourite, so the child profile looks alive. A child that already exists is left as it is.
 */
export const familySeed: SeedModule = {
  name: 'family',
  async run(strapi) {
    const parent = (await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: DEMO_PARENT_EMAIL } })) as { id: number } | null;
    if (!parent) throw new Error('The demo parent is missing: the people seed must run first');
    const children = service('api::child.child');
    const history = service('api::child-history.child-history');
    const favourites = service('api::favourite.favourite');
    const existing = new Set((await children.listForParent(parent.id)).map((child) => child.name));
    const now = new Date();

    for (const demo of DEMO_CHILDREN) {
      if (existing.has(demo.name)) continue;
      const child = await children.createForParent(parent.id, {
        name: demo.name,
        dateOfBirth: birthDate(demo.age, now),
        theme: demo.theme,
      });
      for (const [title, daysAgo, seconds, position] of demo.listened) {
        const mediaId = await mediaIdByTitle(strapi, title);
        if (!mediaId) continue;
        await history.saveForParent(parent.id, {
          childId: child.documentId,
          mediaId,
          currentMediaTimestamp: position,
          watchingTime: seconds,
          timeZone: 'Europe/London',
          location: 'GB',
          clientSavedAt: now.getTime() - daysAgo * DAY_MS,
        });
      }
      for (const title of demo.favourites) {
        const mediaId = await mediaIdByTitle(strapi, title);
        if (mediaId) await favourites.toggle(parent.id, child.documentId, mediaId);
      }
    }
  },
};
