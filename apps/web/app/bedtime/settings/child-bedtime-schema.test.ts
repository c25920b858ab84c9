import { BEDTIME_MESSAGES } from '@tate/contracts';
import { describe, expect, it } from 'vitest';
import { bedtimeFormSchema, chosenRoutine, routineSlotValues, slotLabel } from './child-bedtime-schema';

describe('the routine slots', () => {
  it('send the chosen meditations in order, blanks left out', () => {
    expect(chosenRoutine(['a', '', undefined, 'b', ''])).toEqual(['a', 'b']);
    expect(chosenRoutine('a')).toEqual(['a']);
    expect(chosenRoutine(undefined)).toEqual([]);
  });

  it('show five slots again, blanks where none was chosen', () => {
    expect(routineSlotValues(['a', undefined, 'b'])).toEqual(['a', '', 'b', '', '']);
    expect(routineSlotValues('a')).toEqual(['a', '', '', '', '']);
    expect(routineSlotValues(undefined)).toEqual(['', '', '', '', '']);
  });

  it('are labelled 1st to 5th', () => {
    expect([0, 1, 2, 3, 4].map(slotLabel)).toEqual(['1st', '2nd', '3rd', '4th', '5th']);
  });
});

describe('bedtimeFormSchema', () => {
  it('reads the form as the shared settings', () => {
    const parsed = bedtimeFormSchema.parse({
      bedtime: '20:00',
      wakeTime: '07:00',
      timeZone: 'America/Toronto',
      routine: ['m1', '', 'm2'],
      dailyLimitMinutes: '45',
    });
    expect(parsed).toEqual({
      bedtime: '20:00',
      wakeTime: '07:00',
      timeZone: 'America/Toronto',
      routine: ['m1', 'm2'],
      dailyLimitMinutes: 45,
    });
  });

  it('refuses a meditation chosen twice with the shared message', () => {
    const parsed = bedtimeFormSchema.safeParse({
      bedtime: '',
      wakeTime: '',
      timeZone: 'UTC',
      routine: ['m1', 'm1'],
      dailyLimitMinutes: '',
    });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['routine', BEDTIME_MESSAGES.routineRepeats],
    ]);
  });
});
