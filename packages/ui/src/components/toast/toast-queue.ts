import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { TOAST_TIMEOUT_MS, planToast, type ToastContent, type ToastTone } from '../../logic/toast-plan';

export interface TateToastQueue {
  /** The react-aria queue rendered by `ToastRegion`. */
  readonly queue: AriaToastQueue<ToastContent>;
  /** Shows a toast unless an identical one is open; returns its key, or null when skipped. */
  show(content: ToastContent): string | null;
  success(message: string, title?: string): string | null;
  error(message: string, title?: string): string | null;
  info(message: string, title?: string): string | null;
  warning(message: string, title?: string): string | null;
  clear(): void;
}

/** A toast queue with the spec's rules: 3000 ms, duplicates prevented, at most one open. */
export function createToastQueue(timeout: number = TOAST_TIMEOUT_MS): TateToastQueue {
  const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 1 });

  const show = (content: ToastContent) => {
    const plan = planToast(
      queue.visibleToasts.map((toast) => ({ key: toast.key, content: toast.content })),
      content,
    );
    if (plan.kind === 'skip') {
      return null;
    }
    plan.closeKeys.forEach((key) => queue.close(key));
    return queue.add(content, { timeout });
  };

  const byTone = (tone: ToastTone) => (message: string, title?: string) => show({ tone, message, title });

  return {
    queue,
    show,
    success: byTone('success'),
    error: byTone('error'),
    info: byTone('info'),
    warning: byTone('warning'),
    clear: () => queue.clear(),
  };
}

/** The app-wide queue: call `toastQueue.success('Saved')` from anywhere, render one `<ToastRegion />`. */
export const toastQueue = createToastQueue();
