import type { ShouldRevalidateFunctionArgs } from '@remix-run/react';

/**
 * Actions that change no data a page's loaders show: the player's favourite heart and history saves, and closing
 * the trial and newsletter pop-ups. (Joining the newsletter answers with a flashed toast, which the root loader reads, so
 * it revalidates.)
 */
const SMALL_ACTIONS = ['/player/', '/trial-popup', '/newsletter-popup'];

/**
 * When a loader need not run again: after the player's small actions, and, for loaders that do not read the query
 * string (the root's account data), when only the query string changed (a library search or filter).
 */
export function skipSmallChanges(
  { formMethod, formAction, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs,
  { readsQuery }: { readsQuery: boolean },
): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') {
    return SMALL_ACTIONS.some((path) => formAction?.startsWith(path)) ? false : defaultShouldRevalidate;
  }
  if (!readsQuery && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
