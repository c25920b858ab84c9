import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The kit's icon frame: a 24-unit line drawing in the text's colour, hidden from assistive technology (no
 * `focusable="false"`: only Internet Explorer put an SVG in the tab order).
 */
export function IconBase({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component named `name` that draws `drawing` in the kit's icon frame. */
export function createIcon(name: string, drawing: ReactNode) {
  function Icon(props: IconProps) {
    return <IconBase {...props}>{drawing}</IconBase>;
  }
  Icon.displayName = name;
  return Icon;
}
