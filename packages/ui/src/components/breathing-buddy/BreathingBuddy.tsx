import type { CSSProperties } from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-media-query';
import { classNames } from '../../logic/class-names';
import { BREATH_CUES, breathFullness } from './breath-fullness';
import type { BreathPhase } from './breath-fullness';

export interface BreathingBuddyProps {
  /** The part of the breath the meditation is in. */
  phase: BreathPhase;
  /** 0 at the start of the phase, 1 at its end. */
  progress: number;
  /** Whole seconds left in the phase, shown as a gentle count. */
  secondsLeft?: number;
  /** While paused Tate keeps still and the cue says so. */
  paused?: boolean;
  /** Accessible name of the picture (default 'Tate the puppy breathing'). */
  label?: string;
  className?: string;
}

/**
 * Tate the puppy breathing in and out with the meditation. The caller drives it from the audio's clock
 * (phase and progress), so it follows pause and seek. With reduced motion Tate stays still and a calm
 * sentence tells the child what to do instead.
 */
export function BreathingBuddy({
  phase,
  progress,
  secondsLeft,
  paused = false,
  label = 'Tate the puppy breathing',
  className,
}: BreathingBuddyProps) {
  const reducedMotion = usePrefersReducedMotion();
  const fullness = reducedMotion ? 0 : breathFullness(phase, progress);
  const cue = BREATH_CUES[phase];
  const style = { '--tate-breath': fullness.toFixed(3) } as CSSProperties;

  return (
    <figure
      className={classNames('tate-breathing-buddy', className)}
      data-phase={phase}
      data-motion={reducedMotion ? 'reduced' : 'full'}
      data-paused={paused || undefined}
      style={style}
    >
      <svg className="tate-breathing-buddy__picture" viewBox="0 0 240 240" role="img" aria-label={label}>
        <circle className="tate-breathing-buddy__halo" cx="120" cy="135" r="104" />
        <ellipse cx="120" cy="226" rx="74" ry="8" fill="rgba(46, 42, 59, 0.12)" />
        <g className="tate-breathing-buddy__body">
          <path d="M172 196c22-4 34-22 30-40-2-8-10-8-12 0-4 14-12 22-24 24z" fill="#d9a066" />
          <ellipse cx="120" cy="176" rx="60" ry="50" fill="#e9b97a" />
          <ellipse className="tate-breathing-buddy__belly" cx="120" cy="186" rx="34" ry="32" fill="#fbe6c6" />
          <ellipse cx="96" cy="220" rx="17" ry="9" fill="#fbe6c6" />
          <ellipse cx="144" cy="220" rx="17" ry="9" fill="#fbe6c6" />
          <g className="tate-breathing-buddy__head">
            <ellipse cx="120" cy="94" rx="52" ry="46" fill="#e9b97a" />
            <ellipse cx="143" cy="84" rx="15" ry="13" fill="#d9a066" />
            <path d="M80 62c-22-2-34 32-26 62 4 14 20 12 26-2 6-16 10-40 0-60z" fill="#b9784a" />
            <path d="M160 62c22-2 34 32 26 62-4 14-20 12-26-2-6-16-10-40 0-60z" fill="#b9784a" />
            <ellipse cx="120" cy="113" rx="27" ry="19" fill="#fbe6c6" />
            <ellipse cx="120" cy="105" rx="8" ry="5.5" fill="#2e2a3b" />
            {/* The sleepy eyes and the mouth, drawn in one line style (the mouth over the nose). */}
            <g fill="none" stroke="#2e2a3b" strokeLinecap="round">
              <path d="M96 88q8 7 16 0M128 88q8 7 16 0" strokeWidth="3.5" />
              <path d="M120 110v5M111 117q4.5 5 9 0q4.5 5 9 0" strokeWidth="2.5" />
            </g>
            <circle cx="91" cy="106" r="7" fill="#f6b89a" opacity="0.75" />
            <circle cx="149" cy="106" r="7" fill="#f6b89a" opacity="0.75" />
          </g>
        </g>
      </svg>
      <figcaption className="tate-breathing-buddy__cue">
        <span className="tate-breathing-buddy__words">
          {paused ? 'Paused' : reducedMotion ? cue.calm : cue.short}
        </span>
        {!paused && secondsLeft !== undefined && secondsLeft > 0 && (
          <span className="tate-breathing-buddy__count">
            {secondsLeft}
            <span className="tate-visually-hidden"> {secondsLeft === 1 ? 'second' : 'seconds'}</span>
          </span>
        )}
      </figcaption>
    </figure>
  );
}
