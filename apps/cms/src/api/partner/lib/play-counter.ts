import { STARTUP_STEP_MS, type PartnerRefusalCode } from '@tate/contracts';

/** What an embed reports of one page: its lookup (a view), its first Play, its startup time, its reaching 90 %. */
export type EmbedEvent = { type: 'view' } | { type: 'play' } | { type: 'completion' } | { type: 'startup'; ms: number };

/** Startups longer than this are counted in its bucket. */
export const STARTUP_MAX_MS = 60_000;

/**
 * The numbers of one meditation by one partner's embeds on one day (UTC, YYYY-MM-DD): views (lookups answered, one per
 * page load), plays, completions and startup times by bucket (`{ "<bucket start ms>": count }`); or, with `meditation`
 * null, the partner's refusals that day by code (`{ "<code>": count }`), whatever meditation they named.
 */
export type PendingPlays = {
  partner: string;
  meditation: string | null;
  day: string;
  views: number;
  plays: number;
  completions: number;
  startups: Record<string, number>;
  refusals: Record<string, number>;
};

/** The bucket (its first ms) a startup time is counted in. */
export function startupBucket(ms: number): string {
  return String(Math.floor(Math.min(Math.max(ms, 0), STARTUP_MAX_MS) / STARTUP_STEP_MS) * STARTUP_STEP_MS);
}

/** Adds `from`'s counts per name (startup buckets, refusal codes) to `into`'s. */
export function addCounts(into: Record<string, number>, from: Record<string, number>): Record<string, number> {
  for (const [bucket, count] of Object.entries(from)) into[bucket] = (into[bucket] ?? 0) + count;
  return into;
}

function addEntry(into: PendingPlays, from: PendingPlays): void {
  into.views += from.views;
  into.plays += from.plays;
  into.completions += from.completions;
  addCounts(into.startups, from.startups);
  addCounts(into.refusals, from.refusals);
}

function emptyItem(partner: string, meditation: string | null, now: Date): PendingPlays {
  return { partner, meditation, day: now.toISOString().slice(0, 10), views: 0, plays: 0, completions: 0, startups: {}, refusals: {} };
}

/**
 * Counts embed events in memory and writes them in batches: one write per partner, meditation and day per flush,
 * however many visitors pressed Play. Nothing about a visitor is kept.
 */
export class PlayCounter {
  private pending = new Map<string, PendingPlays>();

  constructor(private readonly write: (batch: PendingPlays[]) => Promise<void>) {}

  count(partner: string, meditation: string, event: EmbedEvent, now = new Date()): void {
    const item = emptyItem(partner, meditation, now);
    if (event.type === 'view') item.views = 1;
    else if (event.type === 'play') item.plays = 1;
    else if (event.type === 'completion') item.completions = 1;
    else item.startups = { [startupBucket(event.ms)]: 1 };
    this.keep(item);
  }

  /** Counts one refusal answered to the partner's embeds (its code), in the partner's row of the day. */
  countRefusal(partner: string, code: PartnerRefusalCode, now = new Date()): void {
    const item = emptyItem(partner, null, now);
    item.refusals = { [code]: 1 };
    this.keep(item);
  }

  private keep(item: PendingPlays): void {
    const key = `${item.partner}\n${item.meditation ?? ''}\n${item.day}`;
    const entry = this.pending.get(key);
    if (entry) addEntry(entry, item);
    else this.pending.set(key, item);
  }

  /** Writes what was counted since the last flush; what fails to write is counted again for the next one. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.write(batch);
    } catch (error) {
      for (const item of batch) this.keep(item);
      throw error;
    }
  }
}
