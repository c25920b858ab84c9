import { createIcon } from './icon-base';

// The contact page's icons, apart from icons.tsx: a bundler puts a module whole in one chunk, so icons only one page
// draws would otherwise load on every page that draws any icon.
export const MailIcon = /* @__PURE__ */ createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

export const PhoneIcon = /* @__PURE__ */ createIcon(
  'PhoneIcon',
  <path d="M6.6 3h2.8l1.4 4.2-2 1.4a11 11 0 0 0 6.6 6.6l1.4-2 4.2 1.4v2.8a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.2 2 2 0 0 1 6.6 3Z" />,
);

export const MapPinIcon = /* @__PURE__ */ createIcon(
  'MapPinIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
