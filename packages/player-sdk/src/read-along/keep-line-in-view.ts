/**
 * Scrolls a transcript list (a positioned, scrollable element) so `line` sits in its middle: smoothly, or at once when
 * the visitor prefers reduced motion. Only the list scrolls, never the page around it.
 */
export function keepLineInView(list: HTMLElement, line: HTMLElement): void {
  const instant = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  list.scrollTo({ top: line.offsetTop - (list.clientHeight - line.offsetHeight) / 2, behavior: instant ? 'instant' : 'smooth' });
}
