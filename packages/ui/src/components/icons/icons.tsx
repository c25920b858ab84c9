// Each icon is marked pure, so a page bundles only the icons it draws (a call at the top of a module is kept otherwise).
import { createIcon } from './icon-base';

export const LockIcon = /* @__PURE__ */ createIcon(
  'LockIcon',
  <>
    <rect x="5" y="11" width="14" height="10" rx="3" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);

export const EyeIcon = /* @__PURE__ */ createIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'EyeOffIcon',
  <>
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.6M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);

export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);

export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);

export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const CalendarIcon = /* @__PURE__ */ createIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="5" width="18" height="16" rx="3" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </>,
);

export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

export const PauseIcon = /* @__PURE__ */ createIcon('PauseIcon', <path d="M9 5v14M15 5v14" />);

export const PlayIcon = /* @__PURE__ */ createIcon('PlayIcon', <path d="M7 4.5v15l12-7.5-12-7.5Z" />);

export const StarIcon = /* @__PURE__ */ createIcon(
  'StarIcon',
  <path d="m12 3.5 2.6 5.3 5.9.8-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.8L12 3.5Z" />,
);

export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="m5 12 5 5 9-10" />);

export const HeartIcon = /* @__PURE__ */ createIcon(
  'HeartIcon',
  <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z" />,
);

export const CameraIcon = /* @__PURE__ */ createIcon(
  'CameraIcon',
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);

export const SmartphoneIcon = /* @__PURE__ */ createIcon(
  'SmartphoneIcon',
  <>
    <rect x="6" y="2" width="12" height="20" rx="3" />
    <path d="M11 18h2" />
  </>,
);
