import { describe, expect, it } from 'vitest';
import { PlayCounter, type PendingPlays } from './play-counter';

const DAY = new Date('2026-11-24T10:00:00Z');
const NEXT_DAY = new Date('2026-11-25T00:00:01Z');

describe('PlayCounter', () => {
  it('writes one row per partner, meditation and day, however many plays', async () => {
    const written: PendingPlays[][] = [];
    const counter = new PlayCounter(async (batch) => void written.push(batch));
    for (let play = 0; play < 250; play += 1) counter.count('school', 'sleepy-clouds', DAY);
    counter.count('school', 'brave-lion', DAY);
    counter.count('school', 'sleepy-clouds', NEXT_DAY);
    await counter.flush();
    await counter.flush();
    expect(written).toEqual([
      [
        { partner: 'school', meditation: 'sleepy-clouds', day: '2026-11-24', plays: 250 },
        { partner: 'school', meditation: 'brave-lion', day: '2026-11-24', plays: 1 },
        { partner: 'school', meditation: 'sleepy-clouds', day: '2026-11-25', plays: 1 },
      ],
    ]);
  });

  it('keeps the plays of a failed write for the next flush', async () => {
    let fail = true;
    const written: PendingPlays[] = [];
    const counter = new PlayCounter(async (batch) => {
      if (fail) throw new Error('database away');
      written.push(...batch);
    });
    counter.count('clinic', 'calm-sea', DAY);
    await expect(counter.flush()).rejects.toThrow('database away');
    counter.count('clinic', 'calm-sea', DAY);
    fail = false;
    await counter.flush();
    expect(written).toEqual([{ partner: 'clinic', meditation: 'calm-sea', day: '2026-11-24', plays: 2 }]);
  });
});
