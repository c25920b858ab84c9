import { ageInYears, isInterest } from '@tate/contracts';
import type { Parent } from '../../../utils/auth';
import { toChildView, type ChildView } from '../../../family/child-view';
import type { Child } from '../../../family/data/child';
import { listeningDaysOf } from '../../../family/data/listening-day';
import { findOwnedChild } from '../../../family/ownership';
import { historyTableName, latestEntryWithTimeZone, recentHistoryOf, type HistoryEntry } from '../../../family/data/child-history';
import { EMPTY_FILTER } from '../../../library/filter-input';
import { matchingMediaIds, selectedDocumentIds, selectedIds } from '../../../library/media-query';
import { feelingsOfMeditations, suggestionCandidates, type SuggestionCandidate } from '../../../media/data/meditation';
import type { MediaView } from '../../../library/views';
import { ageRangeLabel, currentStreak } from '../lib/statistics';
import { service } from '../../../utils/services';

export const RECENT_LIMIT = 10;
export const SUGGESTION_LIMIT = 10;
const CANDIDATE_LIMIT = 200;

const library = () => service('api::library.library');

export type RecentlyPlayed = MediaView & { currentMediaTimestamp: number; percentCompleted: number; playedAt: string };

export type Statistics = { streakDays: number; totalMinutes: number; timeZone: string };

export type ChildProfile = { child: ChildView; recentlyPlayed: RecentlyPlayed[]; suggested: MediaView[]; statistics: Statistics };

function interestWords(theme: unknown): string[] {
  const interests = Array.isArray(theme) ? theme.filter(isInterest) : [];
  return interests.flatMap((interest) => interest.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 2));
}

/** Free published media the most children listened to (history rows per media), for the fallback. */
async function popularFreeMedia(exclude: string[], limit: number): Promise<string[]> {
  const historyTable = historyTableName();
  return selectedDocumentIds(
    matchingMediaIds({ filter: EMPTY_FILTER, freeOnly: true, teen: false, excludeMediaIds: exclude })
      .leftJoin(`${historyTable} as h`, 'h.media_id', 'm.document_id')
      .groupBy('m.document_id', 'm.sort_order')
      .select('m.document_id')
      .orderByRaw('count(h.id) desc, m.sort_order asc, m.document_id asc')
      .limit(limit),
  );
}

/** The child's last played media, newest first (by the client time of the save), with the saved position. */
async function playedMedia(history: HistoryEntry[], parent: Parent): Promise<RecentlyPlayed[]> {
  const media = await library().mediaByDocumentIds(
    history.map((row) => row.mediaId),
    parent,
  );
  const byId = new Map(media.map((item) => [item._id, item]));
  return history.flatMap((row) => {
    const item = byId.get(row.mediaId);
    if (!item) return [];
    const position = Number(row.currentMediaTimestamp);
    const total = item.duration * 60;
    const percentCompleted = total > 0 ? Math.min(100, Math.round((position / total) * 100)) : 0;
    return [{ ...item, currentMediaTimestamp: position, percentCompleted, playedAt: row.updatedAt }];
  });
}

/** The feelings of the media the child just played. */
async function feelingsOf(played: string[]): Promise<Set<string>> {
  if (!played.length) return new Set();
  const rows = await feelingsOfMeditations(played);
  return new Set(rows.flatMap((row) => row.feelings.map((feeling) => feeling.name)));
}

/** The media with these ids, with what suggestions are ranked by. */
async function candidatesOf(ids: number[]): Promise<SuggestionCandidate[]> {
  if (!ids.length) return [];
  return suggestionCandidates(ids);
}

/**
 * Media for the child's age, ranked by the feelings of what it listened to and by its interests
 * (words of the interest labels in title, description or category), leaving out what was just
 * played, then filled up with the most played free media.
 */
async function suggestedMedia(child: Child, history: HistoryEntry[], parent: Parent): Promise<MediaView[]> {
  const played = history.map((row) => row.mediaId);
  const ageRange = ageRangeLabel(ageInYears(child.dateOfBirth));
  const ids = await selectedIds(
    matchingMediaIds({
      filter: { ...EMPTY_FILTER, ageRange: [ageRange] },
      teen: ageRange === '11+' ? undefined : false,
      excludeMediaIds: played,
    })
      .select('m.id')
      .orderBy([{ column: 'm.sort_order' }, { column: 'm.id' }])
      .limit(CANDIDATE_LIMIT),
  );
  const [candidates, playedFeelings] = await Promise.all([candidatesOf(ids), feelingsOf(played)]);
  const words = interestWords(child.theme);
  const order = new Map(ids.map((id, index) => [id, index]));
  const scored = candidates.map((candidate) => {
    const text = `${candidate.title} ${candidate.description ?? ''} ${candidate.category?.name ?? ''}`.toLowerCase();
    const score =
      2 * candidate.feelings.filter((feeling) => playedFeelings.has(feeling.name)).length +
      words.filter((word) => text.includes(word)).length;
    return { id: candidate.documentId, score, index: order.get(candidate.id) ?? 0 };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen = scored.slice(0, SUGGESTION_LIMIT).map((item) => item.id);
  if (chosen.length < SUGGESTION_LIMIT) {
    chosen.push(...(await popularFreeMedia([...played, ...chosen], SUGGESTION_LIMIT - chosen.length)));
  }
  return library().mediaByDocumentIds(chosen, parent);
}

/** The time zone of the child's latest save that gave one (UTC when none did). */
async function latestTimeZone(child: Child): Promise<string> {
  const latest = await latestEntryWithTimeZone(child.documentId);
  return latest?.timeZone ?? 'UTC';
}

/**
 * Current streak in days (the child's time zone: that of its latest save) and total minutes listened: the listening
 * days kept, plus the seconds of older days the retention job folded into the child (src/api/privacy/lib/retention-job-history.ts).
 */
async function listeningStatistics(child: Child): Promise<Statistics> {
  const [timeZone, days] = await Promise.all([latestTimeZone(child), listeningDaysOf(child.documentId)]);
  const seconds = days.reduce((sum, row) => sum + Number(row.seconds), Number(child.foldedListeningSeconds ?? 0));
  return {
    streakDays: currentStreak(
      days.map((row) => row.day),
      timeZone,
    ),
    totalMinutes: Math.floor(seconds / 60),
    timeZone,
  };
}

/** What the profile shows from the child's recent history, which is read once for both. */
async function fromRecentHistory(child: Child, parent: Parent): Promise<[RecentlyPlayed[], MediaView[]]> {
  const history = await recentHistoryOf(child.documentId, RECENT_LIMIT);
  return Promise.all([playedMedia(history, parent), suggestedMedia(child, history, parent)]);
}

const profileService = {
  /**
   * Everything the child profile screen shows: the child, recently played, suggestions and statistics.
   * The child is read (and its ownership checked) once, before anything else of it.
   */
  async childProfile(parent: Parent, childId: string): Promise<ChildProfile> {
    const child = await findOwnedChild(parent.id, childId);
    const [[recentlyPlayed, suggested], statistics] = await Promise.all([
      fromRecentHistory(child, parent),
      listeningStatistics(child),
    ]);
    return { child: await toChildView(child, parent.documentId), recentlyPlayed, suggested, statistics };
  },

  /** The media suggested to one of the parent's children (see suggestedMedia). */
  async suggestions(parent: Parent, childId: string): Promise<MediaView[]> {
    const child = await findOwnedChild(parent.id, childId);
    return suggestedMedia(child, await recentHistoryOf(child.documentId, RECENT_LIMIT), parent);
  },
};

declare module '../../../utils/services' {
  interface Services {
    'api::profile.profile': typeof profileService;
  }
}

export default profileService;
