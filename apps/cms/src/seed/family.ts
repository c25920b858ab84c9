import { z } from 'zod';
import { INTERESTS } from '@tate/contracts';
import type { SeedModule } from './seed-module';
import { service } from '../utils/services';
import { familyTimeZone } from '../family/time-zone';
import { dayIn } from '../family/client-context';
import { FAVOURITE } from '../family/data/favourite';
import { CHILD_HISTORY } from '../family/data/child-history';
import { CHILD } from '../family/data/child';
import { LISTENING_DAY } from '../family/data/listening-day';
import { publishedMeditationIdByTitle } from '../media/data/meditation';
import { findUserByEmail } from '../utils/data/user';
import family from './content/family.json';


const DEMO_PARENT_EMAIL = 'parent@tate.local';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo children (content/family.json); `listened` is oldest first, in seconds. */
const familySchema = z.strictObject({
  /** The demo family's time zone (the site's city): listening days, bedtime and the daily limit run on its clock. */
  timeZone: z.string(),
  children: z.array(
    z.strictObject({
      name: z.string(),
      age: z.number(),
      theme: z.array(z.enum(INTERESTS)),
      listened: z.array(z.strictObject({ title: z.string(), daysAgo: z.number(), seconds: z.number(), position: z.number() })),
      favourites: z.array(z.string()),
      /** Bedtime settings; the routine names meditations by title. */
      bedtime: z
        .strictObject({ bedtime: z.string(), wakeTime: z.string(), routine: z.array(z.string()), dailyLimitMinutes: z.number() })
        .optional(),
    }),
  ),
});

const DEMO_FAMILY = familySchema.parse(family);
const DEMO_CHILDREN = DEMO_FAMILY.children;
type DemoChild = (typeof DEMO_CHILDREN)[number];

function birthDate(age: number, now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear() - age, 2, 14)).toISOString().slice(0, 10);
}

/** The demo child's bedtime (settings as a parent saves them), once: a child with a bedtime already is left as it is. */
async function ensureBedtime(parentId: number, child: { documentId: string; bedtime?: string | null }, demo: DemoChild): Promise<void> {
  if (!demo.bedtime || child.bedtime) return;
  const routine: string[] = [];
  for (const title of demo.bedtime.routine) {
    const mediaId = await publishedMeditationIdByTitle(title);
    if (mediaId) routine.push(mediaId);
  }
  await service('api::bedtime.bedtime').update(parentId, child.documentId, { ...demo.bedtime, routine, timeZone: DEMO_FAMILY.timeZone });
}

/**
 * Two children for the demo parent, each with a little listening history (a streak ending today) and a
 * favourite, so the child profile looks alive; the first has a bedtime, a wind-down routine and a daily limit. A
 * child that already exists keeps its history and favourites.
 */
export const familySeed: SeedModule = {
  name: 'family',
  async run(strapi) {
    const parent = await findUserByEmail(DEMO_PARENT_EMAIL);
    if (!parent) throw new Error('The demo parent is missing: the people seed must run first');
    const children = service(CHILD);
    const history = service(CHILD_HISTORY);
    const favourites = service(FAVOURITE);
    const existing = new Map((await children.listForParent(parent.id)).map((child) => [child.name, child]));
    const now = new Date();
    const family = { id: parent.id, timeZone: await familyTimeZone(parent.id, DEMO_FAMILY.timeZone) };

    for (const demo of DEMO_CHILDREN) {
      const current = existing.get(demo.name);
      if (current) {
        await ensureBedtime(parent.id, current, demo);
        continue;
      }
      const child = await children.createForParent(parent.id, {
        name: demo.name,
        dateOfBirth: birthDate(demo.age, now),
        theme: demo.theme,
      });
      // A save counts its seconds on the server's day, so the earlier days' listening is written as those days'
      // saves recorded it (the family's days); the saves set the resume positions.
      const secondsByDay = new Map<string, number>();
      for (const listened of demo.listened) {
        const mediaId = await publishedMeditationIdByTitle(listened.title);
        if (!mediaId) continue;
        const at = now.getTime() - listened.daysAgo * DAY_MS;
        await history.saveForParent(family, {
          childId: child.documentId,
          mediaId,
          currentMediaTimestamp: listened.position,
          watchingTime: 0,
          timeZone: DEMO_FAMILY.timeZone,
          location: 'CA',
          clientSavedAt: at,
        });
        const day = dayIn(DEMO_FAMILY.timeZone, new Date(at));
        secondsByDay.set(day, (secondsByDay.get(day) ?? 0) + listened.seconds);
      }
      for (const [day, seconds] of secondsByDay) {
        await strapi.documents(LISTENING_DAY).create({ data: { childId: child.documentId, day, seconds } });
      }
      for (const title of demo.favourites) {
        const mediaId = await publishedMeditationIdByTitle(title);
        if (mediaId) await favourites.toggle(parent.id, child.documentId, mediaId);
      }
      await ensureBedtime(parent.id, child, demo);
    }
  },
};
