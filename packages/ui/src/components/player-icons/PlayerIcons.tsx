import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function PlayerIcon({ children, ...props }: IconProps & { children: ReactNode }) {
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
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A crescent moon: the sleep timer. */
export function MoonIcon(props: IconProps) {
  return (
    <PlayerIcon {...props}>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
    </PlayerIcon>
  );
}

/** A circle arrow back to the start: play from the beginning. */
export function RestartIcon(props: IconProps) {
  return (
    <PlayerIcon {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 4v5h5" />
    </PlayerIcon>
  );
}

/** An arrow curving back around a number of seconds. */
export function SkipBackIcon({ seconds, ...props }: IconProps & { seconds: number }) {
  return (
    <PlayerIcon {...props}>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" />
      <path d="M4 3v4h4" />
      <text x="12.5" y="15.5" fill="currentColor" stroke="none" fontSize="8" fontWeight="800" textAnchor="middle">
        {seconds}
      </text>
    </PlayerIcon>
  );
}

/** An arrow curving forward around a number of seconds. */
export function SkipForwardIcon({ seconds, ...props }: IconProps & { seconds: number }) {
  return (
    <PlayerIcon {...props}>
      <path d="M20 12a8 8 0 1 1-2.4-5.7" />
      <path d="M20 3v4h-4" />
      <text x="11.5" y="15.5" fill="currentColor" stroke="none" fontSize="8" fontWeight="800" textAnchor="middle">
        {seconds}
      </text>
    </PlayerIcon>
  );
}

/** An arrow into a tray: keep for offline. */
export function DownloadIcon(props: IconProps) {
  return (
    <PlayerIcon {...props}>
      <path d="M12 4v11M7 10l5 5 5-5" />
      <path d="M5 20h14" />
    </PlayerIcon>
  );
}
