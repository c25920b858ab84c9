/** What the edit view says about each field an editor fills in every week, and what it lets them type. */
export type FieldHelp = { label: string; description: string; editable?: boolean };

export const FIELD_HELP: Record<string, Record<string, FieldHelp>> = {
  'api::meditation.meditation': {
    title: { label: 'Title', description: 'Shown on the card in the library and above the player.' },
    slug: { label: 'Web address', description: 'Made from the title when you save; change it only before the first publication.' },
    description: { label: 'Description', description: 'One or two calm sentences shown under the title.' },
    kind: { label: 'Audio or video', description: 'Audio plays with the cover picture; video plays full screen.' },
    file: { label: 'Audio or video file', description: 'MP3, M4A or MP4. Its length is read from the file when you save.' },
    cover: { label: 'Cover picture', description: 'A square picture (at least 800 × 800 px) with alternative text describing it.' },
    accessLevel: { label: 'Who can listen', description: 'Free: every visitor. Paid: subscribers only; others see a lock.' },
    durationMinutes: { label: 'Length (minutes)', description: 'Read from the audio or video file when you save; it cannot be typed.', editable: false },
    ageRanges: { label: 'Ages', description: 'The age ranges this meditation suits; used by the library filters.' },
    feelings: { label: 'Feelings', description: 'How a child may feel before listening; used by the library filters.' },
    category: { label: 'Category', description: 'The library section it appears in. A draft category is published together with it.' },
    subCategory: { label: 'Sub-category', description: 'Optional finer grouping inside the category.' },
    sortOrder: { label: 'Position in its category', description: 'Smaller numbers come first.' },
    breathPattern: {
      label: 'Breathing rhythm',
      description:
        'For breathing meditations: seconds to breathe in, hold and breathe out, e.g. {"inhale": 4, "hold": 2, "exhale": 6}. Tate breathes along with the audio. Leave empty for other meditations.',
    },
  },
  'api::category.category': {
    name: { label: 'Name', description: 'The section heading in the library, e.g. Sleep.' },
    slug: { label: 'Web address', description: 'Made from the name when you save; change it only before the first publication.' },
    description: { label: 'Description', description: 'One sentence under the heading.' },
    image: { label: 'Banner picture', description: 'A wide picture (at least 1600 × 900 px) used when a meditation has no cover.' },
    sortOrder: { label: 'Position in the library', description: 'Smaller numbers come first. Leave empty to place it after the last category.' },
    isTeen: { label: 'For teens', description: 'On: shown on the Tate for Teen page instead of the library.' },
    subCategories: { label: 'Sub-categories', description: 'Finer groupings of its meditations.' },
    meditations: { label: 'Meditations', description: 'Meditations in this category; set a meditation’s category from the meditation.' },
  },
  'api::partner.partner': {
    name: { label: 'Name', description: 'The school, clinic or shop, as Tate’s team calls it.' },
    contactName: { label: 'Contact name', description: 'Who at the partner looks after the embed.' },
    contactEmail: { label: 'Contact email', description: 'Where Tate’s team writes about keys and licences.' },
    publicKey: {
      label: 'Partner key',
      description: 'Made when the partner is created; the partner puts it in its pages (partner-key="…"). It is public: the allowed origins protect it.',
      editable: false,
    },
    allowedOrigins: {
      label: 'Allowed origins',
      description: 'The partner’s sites, one per line, such as https://maple-school.example. Embeds work on these pages only.',
    },
    active: { label: 'Active', description: 'Off: every embed of this partner stops at once (“This meditation is not available here”).' },
    categories: { label: 'Licensed categories', description: 'Paid meditations of these categories play in the partner’s embeds. Free ones always do.' },
    meditations: { label: 'Licensed meditations', description: 'Paid meditations licensed one by one, besides whole categories.' },
  },
  'api::page.page': {
    title: { label: 'Title', description: 'The browser tab and search results show it.' },
    slug: {
      label: 'Web address',
      description: 'The page lives at /this-address. Made from the title when you save; an address the site already uses (library, home…) keeps its own page.',
    },
    description: { label: 'Search description', description: 'One sentence (at most 160 characters) search engines show under the title.' },
    heading: { label: 'Heading', description: 'The big heading at the top of the page; the title when empty.' },
    intro: { label: 'Intro', description: 'A short paragraph under the heading.' },
    sections: { label: 'Sections', description: 'Each with a heading and its text, in this order.' },
  },
  'api::partner.partner-play': {
    partner: { label: 'Partner', description: 'Whose embeds played.', editable: false },
    meditation: { label: 'Meditation', description: 'What was played.', editable: false },
    day: { label: 'Day (UTC)', description: 'Plays are counted per day; no visitor is recorded.', editable: false },
    plays: { label: 'Plays', description: 'Presses of Play in the partner’s embeds that day.', editable: false },
  },
};

/** The columns the list view shows, in order. */
export const LIST_COLUMNS: Record<string, string[]> = {
  'api::meditation.meditation': ['title', 'category', 'accessLevel', 'durationMinutes', 'kind'],
  'api::category.category': ['name', 'sortOrder', 'isTeen'],
  'api::partner.partner': ['name', 'contactEmail', 'active', 'publicKey'],
  'api::partner.partner-play': ['day', 'partner', 'meditation', 'plays'],
  'api::page.page': ['title', 'slug'],
};

/** What a relation shows of the related entry (by default its id). */
export const RELATION_MAIN_FIELDS: Record<string, Record<string, string>> = {
  'api::meditation.meditation': { category: 'name' },
  'api::partner.partner': { categories: 'name', meditations: 'title' },
  'api::partner.partner-play': { partner: 'name', meditation: 'title' },
};

/** The list view's order: the newest plays first, so a partner's last 30 days are the top of its filtered list. */
export const LIST_SORT: Record<string, { defaultSortBy: string; defaultSortOrder: 'ASC' | 'DESC' }> = {
  'api::partner.partner-play': { defaultSortBy: 'day', defaultSortOrder: 'DESC' },
};

/** 'durationMinutes' → 'Duration minutes': the label of a field nobody wrote one for. */
export function humanLabel(fieldName: string): string {
  const words = fieldName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
