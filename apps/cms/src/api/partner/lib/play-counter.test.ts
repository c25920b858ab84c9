import { describe, expect, it } from 'vitest';
import { PlayCounter, type EmbedEvent, type PendingPlays } from './play-counter';

const DAY = new Date('2026-11-24T10:00:00Z');
const NEXT_DAY = new Date('2026-11-25T00:00:01Z');
const PLAY: EmbedEvent = { type: 'play' };
const NONE = { views: 0, completions: 0, startups: {}, refusals: {} };

describe('PlayCounter', () => {
  it('writes one row per partner, meditation and day, however many plays', async () => {
    const written: PendingPlays[][] = [];
    const counter = new PlayCounter(async (batch) => void written.push(batch));
    for (let play = 0; play < 250; play += 1) counter.count('school', 'sleepy-clouds', PLAY, DAY);
    counter.count('school', 'brave-lion', PLAY, DAY);
    counter.count('school', 'sleepy-clouds', PLAY, NEXT_DAY);
    await counter.flush();
    await counter.flush();
    expect(written).toEqual([
      [
        { partner: 'school', meditation: 'sleepy-clouds', day: '2026-11-24', plays: 250, ...NONE },
        { partner: 'school', meditation: 'brave-lion', day: '2026-11-24', plays: 1, ...NONE },
        { partner: 'school', meditation: 'sleepy-clouds', day: '2026-11-25', plays: 1, ...NONE },
      ],
    ]);
  });

  it('adds views, completions and startup times by 50 ms bucket to the same row', async () => {
    const written: PendingPlays[] = [];
    const counter = new PlayCounter(async (batch) => void written.push(...batch));
    counter.count('school', 'calm-sea', { type: 'view' }, DAY);
    counter.count('school', 'calm-sea', PLAY, DAY);
    counter.count('school', 'calm-sea', { type: 'startup', ms: 120 }, DAY);
    counter.count('school', 'calm-sea', { type: 'startup', ms: 149 }, DAY);
    counter.count('school', 'calm-sea', { type: 'startup', ms: 999_999 }, DAY);
    counter.count('school', 'calm-sea', { type: 'completion' }, DAY);
    await counter.flush();
    expect(written).toEqual([
      { partner: 'school', meditation: 'calm-sea', day: '2026-11-24', views: 1, plays: 1, completions: 1, startups: { '100': 2, '60000': 1 }, refusals: {} },
    ]);
  });

  it("counts refusals by code in the partner's row of the day, apart from any meditation's", async () => {
    const written: PendingPlays[] = [];
    const counter = new PlayCounter(async (batch) => void written.push(...batch));
    counter.countRefusal('school', 'origin-not-allowed', DAY);
    counter.countRefusal('school', 'origin-not-allowed', DAY);
    counter.countRefusal('school', 'rate-limited', DAY);
    counter.count('school', 'calm-sea', PLAY, DAY);
    counter.countRefusal('school', 'rate-limited', NEXT_DAY);
    await counter.flush();
    expect(written).toEqual([
      { partner: 'school', meditation: null, day: '2026-11-24', plays: 0, ...NONE, refusals: { 'origin-not-allowed': 2, 'rate-limited': 1 } },
      { partner: 'school', meditation: 'calm-sea', day: '2026-11-24', plays: 1, ...NONE },
      { partner: 'school', meditation: null, day: '2026-11-25', plays: 0, ...NONE, refusals: { 'rate-limited': 1 } },
    ]);
  });

  it('keeps the plays of a failed write for the next flush', async () => {
    let fail = true;
    const written: PendingPlays[] = [];
    const counter = new PlayCounter(async (batch) => {
      if (fail) throw new Error('database away');
      written.push(...batch);
    });
    counter.count('clinic', 'calm-sea', PLAY, DAY);
    await expect(counter.flush()).rejects.toThrow('database away');
    counter.count('clinic', 'calm-sea', PLAY, DAY);
    fail = false;
    await counter.flush();
    expect(written).toEqual([{ partner: 'clinic', meditation: 'calm-sea', day: '2026-11-24', plays: 2, ...NONE }]);
  });
});
