import type { ReactNode } from 'react';
import { classNames } from '../../logic/class-names';

export interface EmptyStateProps {
  /** e.g. 'No records found' or 'No categories found'. */
  title: string;
  /** Make the title a heading of this level (e.g. 2 for a page's empty answer); a paragraph otherwise. */
  headingLevel?: 2 | 3;
  description?: string;
  action?: ReactNode;
  className?: string;
}

/** A friendly placeholder for an empty list. */
export function EmptyState({ title, headingLevel, description, action, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={classNames('tate-empty-state', className)}>
      <svg className="tate-empty-state__paw" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <ellipse cx="32" cy="42" rx="14" ry="11" />
        <circle cx="16" cy="26" r="6" />
        <circle cx="26" cy="17" r="6" />
        <circle cx="38" cy="17" r="6" />
        <circle cx="48" cy="26" r="6" />
      </svg>
      <Title className="tate-empty-state__title">{title}</Title>
      {description && <p className="tate-empty-state__description">{description}</p>}
      {action && <div className="tate-empty-state__action">{action}</div>}
    </div>
  );
}
