/**
 * How much of a card's text shows before it is clamped. The spec cut titles at 10 characters and descriptions at 20
 * (the mobile apps still do); the web shows whole words, clamped to lines by CSS
 * (docs/decisions/2026-11-26-readable-card-titles.md).
 */
export const TITLE_LINES = 2;
export const DESCRIPTION_LINES = 2;

/** The sizes of an element that `isClamped` compares. */
export interface ClampBox {
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Whether a line-clamped element hides some of its text: its content is taller than its box. A pixel of rounding
 * is allowed, so a text that just fits is not taken for a clamped one.
 */
export function isClamped({ scrollHeight, clientHeight }: ClampBox): boolean {
  return scrollHeight - clientHeight > 1;
}
