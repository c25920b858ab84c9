import { getBedtime } from '../../cms/bedtime.server';
import type { CmsClient } from '../../cms/client.server';
import { listChildren } from '../../cms/family.server';
import { fetchLibraryPage } from '../../cms/library.server';
import { EMPTY_FILTER } from '../../cms/library-filter';
import type { RoutineChoice } from './routine-choice';
import { savedTimeZone, UNSET_TIME_ZONE, withZone } from './family-time-zone';

/** The library's audio meditations a routine may hold, each once, by title. */
export async function routineChoices(cms: CmsClient): Promise<RoutineChoice[]> {
  const library = await fetchLibraryPage(cms, EMPTY_FILTER);
  const byId = new Map<string, RoutineChoice>();
  for (const item of library.categories.flatMap((category) => category.items)) {
    if (item.kind === 'audio')
      byId.set(item.id, {
        id: item.id,
        title: item.title,
        durationMinutes: item.durationMinutes,
        imageUrl: item.imageUrl,
      });
  }
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** The IANA zones the runtime knows, UTC among them (the runtime's list leaves it out). */
export function timeZoneChoices(): string[] {
  return withZone(Intl.supportedValuesOf('timeZone'), UNSET_TIME_ZONE);
}

/**
 * The family's saved zone for a new child's form, or null when none is saved. The CMS keeps it on the parent and
 * reports it with a child's bedtime, so a family without children has none yet.
 */
export async function familyTimeZone(cms: CmsClient, token: string): Promise<string | null> {
  const [first] = await listChildren(cms, token);
  const bedtime = first ? await getBedtime(cms, token, first.id) : null;
  return bedtime ? savedTimeZone(bedtime.timeZone) : null;
}
