import type { CmsClient } from '../../cms/client.server';
import { fetchLibraryPage } from '../../cms/library.server';
import { EMPTY_FILTER } from '../../library/library-filter';
import type { RoutineChoice } from './BedtimeFieldset';

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
      });
  }
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** The IANA zones the runtime knows, with the family's saved one (e.g. UTC, which the list may leave out). */
export function timeZoneChoices(saved: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(saved) ? zones : [saved, ...zones];
}
