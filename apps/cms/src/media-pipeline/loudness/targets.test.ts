import { describe, expect, it } from 'vitest';
import { limitedGainChain, normalisingLoudnorm, peakOvershoot, NORMALISED_TRUE_PEAK } from './targets';

const measure = { integrated: -30, truePeak: -12, range: 4, threshold: -40, offset: 0.2 };

describe('loudness targets', () => {
  it('raises the source to -16 LUFS, then limits its peaks', () => {
    expect(limitedGainChain(measure, -2.5)).toBe('volume=14dB,alimiter=limit=0.75:attack=5:release=50:level=disabled');
  });

  it('asks loudnorm for a linear second pass from the measured figures', () => {
    const filter = normalisingLoudnorm(measure);
    expect(filter).toContain('I=-16:TP=-1.5:LRA=7');
    expect(filter).toContain('measured_I=-30:measured_TP=-12:measured_LRA=4:measured_thresh=-40:offset=0.2:linear=true');
  });

  it('measures how far raising the limited signal to -16 LUFS would push its true peak over the ceiling', () => {
    expect(peakOvershoot({ ...measure, integrated: -17, truePeak: -3 })).toBe(0);
    expect(peakOvershoot({ ...measure, integrated: -17.5, truePeak: -1.5 })).toBeCloseTo(-1.5 + 1.5 - NORMALISED_TRUE_PEAK);
  });
});
