import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { classNames } from '../../logic/class-names';
import { DESCRIPTION_LINES, isClamped } from '../../logic/truncate';

export interface DisclosureTextProps {
  text: string;
  /** Lines the text shows while collapsed (CSS line-clamp); Show More then shows it whole. */
  lines?: number;
  showMoreLabel?: string;
  showLessLabel?: string;
  className?: string;
}

/**
 * A description clamped to a few lines, with a Show More / Show Less toggle only when the lines hide some of it
 * (measured in the browser, again when its width changes). Without JavaScript the text shows whole and has no toggle.
 */
export function DisclosureText({
  text,
  lines = DESCRIPTION_LINES,
  showMoreLabel = 'Show More',
  showLessLabel = 'Show Less',
  className,
}: DisclosureTextProps) {
  const id = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [isExpanded, setExpanded] = useState(false);
  const [hidesText, setHidesText] = useState(false);

  useEffect(() => {
    const element = textRef.current;
    if (!element || isExpanded) return undefined;
    const measure = () => setHidesText(isClamped(element));
    // The observer's first answer comes once the browser has laid the page out: measuring here instead would make it
    // lay the page out at once, in the task that hydrates every card.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, lines, isExpanded]);

  return (
    <div
      className={classNames('tate-disclosure-text', className)}
      style={{ '--tate-disclosure-lines': lines } as CSSProperties}
    >
      <p
        id={id}
        ref={textRef}
        className={classNames('tate-disclosure-text__text', !isExpanded && 'tate-disclosure-text__text--clamped')}
      >
        {text}
      </p>
      {(isExpanded || hidesText) && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setExpanded((expanded) => !expanded)}
          className="tate-disclosure-text__toggle tate-focus-ring"
        >
          {isExpanded ? showLessLabel : showMoreLabel}
        </button>
      )}
    </div>
  );
}
