import type { ReactNode } from 'react';
import { createIcon, IconBase, type IconProps } from '../icons/icon-base';

/** A crescent moon: the sleep timer. */
export const MoonIcon = /* @__PURE__ */ createIcon('MoonIcon', <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />);

/** An open book: the meditation's words (read along). */
export const BookIcon = /* @__PURE__ */ createIcon(
  'BookIcon',
  <path d="M12 6.5C10.2 5 7.6 4.5 4 4.5v13c3.6 0 6.2.5 8 2 1.8-1.5 4.4-2 8-2v-13c-3.6 0-6.2.5-8 2Zm0 0v13" />,
);

/** A circle arrow back to the start: play from the beginning. */
export const RestartIcon = /* @__PURE__ */ createIcon(
  'RestartIcon',
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7" />
    <path d="M3 4v5h5" />
  </>,
);

/** A skip icon named `name`: `arrow` drawn around the seconds it jumps, which `secondsX` centres in its curve. */
function createSkipIcon(name: string, arrow: ReactNode, secondsX: number) {
  function SkipIcon({ seconds, ...props }: IconProps & { seconds: number }) {
    return (
      <IconBase {...props}>
        {arrow}
        <text x={secondsX} y="15.5" fill="currentColor" stroke="none" fontSize="8" fontWeight="800" textAnchor="middle">
          {seconds}
        </text>
      </IconBase>
    );
  }
  SkipIcon.displayName = name;
  return SkipIcon;
}

/** An arrow curving back around a number of seconds. */
export const SkipBackIcon = /* @__PURE__ */ createSkipIcon(
  'SkipBackIcon',
  <>
    <path d="M4 12a8 8 0 1 0 2.4-5.7" />
    <path d="M4 3v4h4" />
  </>,
  12.5,
);

/** An arrow curving forward around a number of seconds. */
export const SkipForwardIcon = /* @__PURE__ */ createSkipIcon(
  'SkipForwardIcon',
  <>
    <path d="M20 12a8 8 0 1 1-2.4-5.7" />
    <path d="M20 3v4h-4" />
  </>,
  11.5,
);

/** An arrow into a tray: keep for offline. */
export const DownloadIcon = /* @__PURE__ */ createIcon(
  'DownloadIcon',
  <>
    <path d="M12 4v11M7 10l5 5 5-5" />
    <path d="M5 20h14" />
  </>,
);
