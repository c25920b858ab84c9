import { useEffect, useId, useRef } from 'react';
import type { TranscriptCue } from '../core/cues';
import { keepLineInView } from '../read-along/keep-line-in-view';

export interface ReadAlongProps {
  /** The transcript, line by line in time order (`useActiveCue(store).cues`). Nothing is shown without lines. */
  cues: readonly TranscriptCue[];
  /** The line being said now (`useActiveCue(store).activeIndex`): highlighted, marked aria-current and kept in view. */
  activeIndex: number | null;
  /** Called with a line's start, in seconds, when the line is pressed (the player's `seek`). */
  onSeek: (seconds: number) => void;
  /** The region's visible name. */
  label?: string;
  className?: string;
}

/**
 * The meditation's words to read along: large friendly lines, the one being said highlighted and kept in view (at once,
 * without sliding, when the visitor prefers reduced motion); pressing a line plays from it. A module of its own
 * (`@tate/player-sdk/react/read-along`) so pages load it only when a transcript is shown. Its colours are the custom
 * properties `--tate-read-along-*`, which default to the kit's tokens (so the night palette applies by itself).
 */
export function ReadAlong({ cues, activeIndex, onSeek, label = 'Read along', className }: ReadAlongProps) {
  const labelId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const line = activeIndex === null ? null : list?.children.item(activeIndex);
    if (list && line instanceof HTMLElement) keepLineInView(list, line);
  }, [activeIndex, cues]);

  if (cues.length === 0) return null;
  return (
    <section className={className ? `tate-read-along ${className}` : 'tate-read-along'} aria-labelledby={labelId}>
      <p id={labelId} className="tate-read-along__label">
        {label}
      </p>
      <ol ref={listRef} className="tate-read-along__lines">
        {cues.map((cue, index) => (
          <li key={`${cue.start}:${index}`}>
            <button type="button" className="tate-read-along__line" aria-current={index === activeIndex ? 'true' : undefined} onClick={() => onSeek(cue.start)}>
              {cue.text}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
