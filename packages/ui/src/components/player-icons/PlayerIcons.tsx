import { IconBase, type IconProps } from '../icons/icon-base';

/** A crescent moon: the sleep timer. */
export function MoonIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
    </IconBase>
  );
}

/** A circle arrow back to the start: play from the beginning. */
export function RestartIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 4v5h5" />
    </IconBase>
  );
}

/** The seconds a skip icon jumps, written inside its arrow; `x` centres them in the arrow's curve. */
function SkipSeconds({ x, seconds }: { x: number; seconds: number }) {
  return (
    <text x={x} y="15.5" fill="currentColor" stroke="none" fontSize="8" fontWeight="800" textAnchor="middle">
      {seconds}
    </text>
  );
}

/** An arrow curving back around a number of seconds. */
export function SkipBackIcon({ seconds, ...props }: IconProps & { seconds: number }) {
  return (
    <IconBase {...props}>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" />
      <path d="M4 3v4h4" />
      <SkipSeconds x={12.5} seconds={seconds} />
    </IconBase>
  );
}

/** An arrow curving forward around a number of seconds. */
export function SkipForwardIcon({ seconds, ...props }: IconProps & { seconds: number }) {
  return (
    <IconBase {...props}>
      <path d="M20 12a8 8 0 1 1-2.4-5.7" />
      <path d="M20 3v4h-4" />
      <SkipSeconds x={11.5} seconds={seconds} />
    </IconBase>
  );
}

/** An arrow into a tray: keep for offline. */
export function DownloadIcon(props: IconProps) {
  return (
    <IconBase {...props}>
      <path d="M12 4v11M7 10l5 5 5-5" />
      <path d="M5 20h14" />
    </IconBase>
  );
}
