/** Plays of one meditation by one partner's embeds on one day (UTC, YYYY-MM-DD). */
export type PendingPlays = { partner: string; meditation: string; day: string; plays: number };

/**
 * Counts embed plays in memory and writes them in batches: one write per partner, meditation and day per
 * flush, however many visitors pressed Play. Nothing about a visitor is kept.
 */
export class PlayCounter {
  private pending = new Map<string, PendingPlays>();

  constructor(private readonly write: (batch: PendingPlays[]) => Promise<void>) {}

  count(partner: string, meditation: string, now = new Date()): void {
    const day = now.toISOString().slice(0, 10);
    const key = `${partner}\n${meditation}\n${day}`;
    const entry = this.pending.get(key);
    if (entry) entry.plays += 1;
    else this.pending.set(key, { partner, meditation, day, plays: 1 });
  }

  /** Writes what was counted since the last flush; what fails to write is counted again for the next one. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.write(batch);
    } catch (error) {
      for (const item of batch) {
        const key = `${item.partner}\n${item.meditation}\n${item.day}`;
        const entry = this.pending.get(key);
        if (entry) entry.plays += item.plays;
        else this.pending.set(key, item);
      }
      throw error;
    }
  }
}
