/** Items shown at once per breakpoint: base (phones), small (≥600px), medium (≥900px), large (≥1200px). */
export interface ItemsPerView {
  base: number;
  small?: number;
  medium?: number;
  large?: number;
}

export const CAROUSEL_BREAKPOINTS = {
  small: '(min-width: 600px)',
  medium: '(min-width: 900px)',
  large: '(min-width: 1200px)',
} as const;

/**
 * The spec's carousels: testimonials (1), library rows (1, 2, 3, 5) and the teen grid (1, 2, 3, 3); the library's
 * category row is a compact row of small tiles (2, 3, 5), so a phone's first screen is the page's words, not one
 * large picture.
 */
export const CAROUSEL_LAYOUTS = {
  single: { base: 1 },
  library: { base: 1, small: 2, medium: 3, large: 5 },
  categories: { base: 2, small: 3, medium: 5 },
  grid: { base: 1, small: 2, medium: 3, large: 3 },
} satisfies Record<string, ItemsPerView>;
