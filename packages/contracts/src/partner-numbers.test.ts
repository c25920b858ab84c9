import { describe, expect, it } from 'vitest';
import { startupStepText, STARTUP_STEP_MS } from './partner-numbers';

describe('a median startup as the numbers show it', () => {
  it('names the step it falls in, since times are counted by step', () => {
    expect(STARTUP_STEP_MS).toBe(50);
    expect(startupStepText(0)).toBe('under 50 ms');
    expect(startupStepText(300)).toBe('300–350 ms');
    expect(startupStepText(2000)).toBe('2000–2050 ms');
  });

  it('is a dash without a reported startup', () => {
    expect(startupStepText(null)).toBe('–');
  });
});
