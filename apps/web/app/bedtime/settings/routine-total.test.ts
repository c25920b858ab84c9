import { WIND_DOWN_MINUTES } from '@tate/contracts';
import { describe, expect, it } from 'vitest';
import { minutesText, routineTotal } from './routine-total';

const CHOICES = [
  { id: 'puppy', durationMinutes: 3 },
  { id: 'stars', durationMinutes: 4 },
  { id: 'walk', durationMinutes: WIND_DOWN_MINUTES },
];

describe('routineTotal', () => {
  it('adds the chosen meditations’ minutes', () => {
    expect(routineTotal(['puppy', 'stars'], CHOICES)).toEqual({ minutes: 7, fits: true });
    expect(routineTotal([], CHOICES)).toEqual({ minutes: 0, fits: true });
  });

  it('fits up to the wind-down and not a minute more', () => {
    expect(routineTotal(['walk'], CHOICES).fits).toBe(true);
    expect(routineTotal(['walk', 'puppy'], CHOICES)).toEqual({ minutes: WIND_DOWN_MINUTES + 3, fits: false });
  });

  it('counts an unknown meditation as nothing', () => {
    expect(routineTotal(['gone', 'puppy'], CHOICES).minutes).toBe(3);
  });
});

describe('minutesText', () => {
  it('says minute or minutes', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(7)).toBe('7 minutes');
    expect(minutesText(0)).toBe('0 minutes');
  });
});
