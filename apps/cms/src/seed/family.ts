import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { INTERESTS } from '@tate/contracts';
import type { SeedModule } from './seed-module';
import { service } from '../utils/services';
import family from './content/family.json';

const DEMO_PARENT_EMAIL = 'parent@tate.local';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo children (content/family.json); `listened` is oldest first, in seconds. */
const familySchema = z.strictObject({
  children: z.array(
    z.strictObject({
      name: z.string(),
      age: z.number(),
      theme: z.array(z.enum(INTERESTS)),
      listened: z.array(z.strictObject({ title: z.string(), daysAgo: z.number(), seconds: z.number(), position: z.number() })),
      favourites: z.array(z.string()),
    }),
  ),
});

const DEMO_CHILDREN = familySchema.parse(family).children;

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
      for (const listened of demo.listened) {
        const mediaId = await mediaIdByTitle(strapi, listened.title);
        if (!mediaId) continue;
        await history.saveForParent(parent.id, {
          childId: child.documentId,
          mediaId,
          currentMediaTimestamp: listened.position,
          watchingTime: listened.seconds,
          timeZone: 'Europe/London',
          location: 'GB',
          clientSavedAt: now.getTime() - listened.daysAgo * DAY_MS,
        });
      }
      for (const title of demo.favourites) {
        const mediaId = await mediaIdByTitle(strapi, title);
        if (mediaId) await favourites.toggle(parent.id, child.documentId, mediaId);
      }
    }
  },
};
