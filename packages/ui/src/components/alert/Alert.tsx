import type { ReactNode } from 'react';
import { classNames } from '../../logic/class-names';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
  /** For a form or a field to name it as its description (`aria-describedby`). */
  id?: string;
}

/** An inline message; errors use role `alert` (announced at once), the others role `status`. */
export function Alert({ tone = 'error', title, children, className, id }: AlertProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={classNames('tate-alert', `tate-alert--${tone}`, className)}>
      {title && <p className="tate-alert__title">{title}</p>}
      <div className="tate-alert__message">{children}</div>
    </div>
  );
}
