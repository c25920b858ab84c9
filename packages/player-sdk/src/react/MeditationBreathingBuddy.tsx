import { BreathingBuddy } from '@tate/ui';
import { breathAt, type BreathPattern } from '../breathing/breath-pattern';

export interface MeditationBreathingBuddyProps {
  /** The meditation's breath timings, as editors set them in the CMS. */
  pattern: BreathPattern;
  /** The audio's playback time in seconds (the player's own clock, so pause and seek are followed). */
  currentTime: number;
  paused: boolean;
}

/** Tate breathing in time with a playing meditation. */
export function MeditationBreathingBuddy({ pattern, currentTime, paused }: MeditationBreathingBuddyProps) {
  const moment = breathAt(pattern, currentTime);
  return (
    <BreathingBuddy
      phase={moment.phase}
      progress={moment.progress}
      secondsLeft={moment.secondsLeft}
      paused={paused}
    />
  );
}
