import { createIcon } from './icon-base';

/** The morning: a wake-up time's mark (the night's is the player's MoonIcon). */
export const SunIcon = /* @__PURE__ */ createIcon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);

export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const ArrowUpIcon = /* @__PURE__ */ createIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);

export const ArrowDownIcon = /* @__PURE__ */ createIcon('ArrowDownIcon', <path d="M12 5v14M19 12l-7 7-7-7" />);

export const TrashIcon = /* @__PURE__ */ createIcon(
  'TrashIcon',
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);

/** A drag handle's six dots. */
export const GripIcon = /* @__PURE__ */ createIcon(
  'GripIcon',
  <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />,
);
