export const ELLIPSIS = '...';

/** Descriptions longer than this many characters start collapsed. */
export const DESCRIPTION_COLLAPSE_AFTER = 20;

export interface CollapsedText {
  text: string;
  isTruncated: boolean;
}

/**
 * Spec rule (description collapse): text longer than `limit` characters is shown as its first
 * `limit + 1` characters followed by an ellipsis; shorter text is shown whole.
 */
export function collapseDescription(text: string, limit: number = DESCRIPTION_COLLAPSE_AFTER): CollapsedText {
  if (text.length <= limit) {
    return { text, isTruncated: false };
  }
  return { text: `${text.slice(0, limit + 1)}${ELLIPSIS}`, isTruncated: true };
}

/** Titles longer than this many characters are shortened. */
export const TITLE_SHORTEN_AFTER = 5;
/** A shortened title keeps this many characters before the ellipsis. */
export const TITLE_KEEP = 10;

/**
 * Spec rule (media title), implemented exactly as written: a title longer than 5 characters
 * becomes its first 10 characters plus an ellipsis. So "Sleepy" becomes "Sleepy..." and a
 * title of 6 to 10 characters keeps every character but still gains the ellipsis.
 */
export function shortenTitle(title: string): string {
  if (title.length <= TITLE_SHORTEN_AFTER) {
    return title;
  }
  return `${title.slice(0, TITLE_KEEP)}${ELLIPSIS}`;
}
