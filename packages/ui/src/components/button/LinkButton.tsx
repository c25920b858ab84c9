import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { buttonClass, type ButtonLookProps } from './button-class';
import { useLinkComponent } from './link-component';

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'>, ButtonLookProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link (real `<a href>`, through the app's link component) that looks like a button. */
export function LinkButton({ variant, size, isFullWidth, className, children, ...props }: LinkButtonProps) {
  const Anchor = useLinkComponent();
  return (
    <Anchor {...props} className={buttonClass({ variant, size, isFullWidth }, className)}>
      <span className="tate-button__label">{children}</span>
    </Anchor>
  );
}
