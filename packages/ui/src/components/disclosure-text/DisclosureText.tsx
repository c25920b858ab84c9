import { useId, useState } from 'react';
import { classNames } from '../../logic/class-names';
import { collapseDescription, DESCRIPTION_COLLAPSE_AFTER } from '../../logic/truncate';

export interface DisclosureTextProps {
  text: string;
  /** Text longer than this starts collapsed to its first `limit + 1` characters and an ellipsis. */
  limit?: number;
  showMoreLabel?: string;
  showLessLabel?: string;
  className?: string;
}

/** A description that collapses when long, with a Show More / Show Less toggle. */
export function DisclosureText({
  text,
  limit = DESCRIPTION_COLLAPSE_AFTER,
  showMoreLabel = 'Show More',
  showLessLabel = 'Show Less',
  className,
}: DisclosureTextProps) {
  const id = useId();
  const [isExpanded, setExpanded] = useState(false);
  const collapsed = collapseDescription(text, limit);

  return (
    <div className={classNames('tate-disclosure-text', className)}>
      <p id={id} className="tate-disclosure-text__text">
        {isExpanded || !collapsed.isTruncated ? text : collapsed.text}
      </p>
      {collapsed.isTruncated && (
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
