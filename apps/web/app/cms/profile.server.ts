import { z } from 'zod';
import type { CmsClient } from './client.server';
import { foundOf } from './envelope.server';
import { cmsMeditationSchema, toMeditation } from './meditation.server';
import { mediaUrl } from './media-url.server';

const profileSchema = z.object({
  child: z.object({
    _id: z.string(),
    name: z.string(),
    age: z.number().int(),
    imagePath: z.string().nullable(),
    theme: z.array(z.string()),
  }),
  recentlyPlayed: z.array(cmsMeditationSchema.extend({ percentCompleted: z.number() })),
  suggested: z.array(cmsMeditationSchema),
  statistics: z.object({ streakDays: z.number().int(), totalMinutes: z.number() }),
});

/** The child profile screen (GET children/:id/profile); null when the child is not the parent's. */
export async function fetchChildProfile(cms: CmsClient, token: string, childId: string) {
  const envelope = await cms.sendEnvelope('GET', `children/${encodeURIComponent(childId)}/profile`, { token });
  const profile = foundOf('children/:id/profile', envelope, profileSchema);
  if (!profile) return null;
  const { child, recentlyPlayed, suggested, statistics } = profile;
  return {
    child: {
      id: child._id,
      name: child.name,
      age: child.age,
      imageUrl: child.imagePath ? mediaUrl(cms.config.publicUrl, child.imagePath) : null,
      theme: child.theme,
    },
    recentlyPlayed: recentlyPlayed.map((media) => toMeditation(cms, media)),
    suggested: suggested.map((media) => toMeditation(cms, media)),
    statistics,
  };
}
