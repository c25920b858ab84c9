export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastContent {
  tone: ToastTone;
  message: string;
  title?: string;
}

export interface OpenToast {
  key: string;
  content: ToastContent;
}

/** Spec constants: toasts close after 3000 ms and at most one is open. */
export const TOAST_TIMEOUT_MS = 3000;
export const MAX_OPEN_TOASTS = 1;

export type ToastPlan = { kind: 'skip' } | { kind: 'show'; closeKeys: string[] };

function isSameToast(a: ToastContent, b: ToastContent): boolean {
  return a.tone === b.tone && a.message === b.message && (a.title ?? '') === (b.title ?? '');
}

/**
 * Decides what adding `next` does: nothing when an identical toast is already open (duplicates
 * prevented), otherwise show it after closing the oldest open toasts so no more than `maxOpen` remain.
 */
export function planToast(open: readonly OpenToast[], next: ToastContent, maxOpen: number = MAX_OPEN_TOASTS): ToastPlan {
  if (open.some((toast) => isSameToast(toast.content, next))) {
    return { kind: 'skip' };
  }
  const overflow = Math.max(0, open.length - (Math.max(1, maxOpen) - 1));
  return { kind: 'show', closeKeys: open.slice(0, overflow).map((toast) => toast.key) };
}
