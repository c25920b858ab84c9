import { describe, expect, it } from 'vitest';
import { createToastQueue } from './toast-queue';

describe('createToastQueue', () => {
  it('ignores a toast identical to the open one', () => {
    const toasts = createToastQueue();
    expect(toasts.success('Saved')).not.toBeNull();
    expect(toasts.success('Saved')).toBeNull();
    expect(toasts.queue.visibleToasts).toHaveLength(1);
  });

  it('keeps at most one toast open, the newest', () => {
    const toasts = createToastQueue();
    toasts.success('Saved');
    toasts.error('Your subscription is expired!');
    expect(toasts.queue.visibleToasts.map((toast) => toast.content.message)).toEqual(['Your subscription is expired!']);
  });

  it('gives each toast the 3000 ms timeout (timers run while the toast is rendered)', () => {
    const toasts = createToastQueue();
    toasts.info('Hello');
    expect(toasts.queue.visibleToasts[0]?.timeout).toBe(3000);
  });

  it('shows the same message again once the first one closed', () => {
    const toasts = createToastQueue();
    const key = toasts.warning('Careful');
    toasts.queue.close(key ?? '');
    expect(toasts.warning('Careful')).not.toBeNull();
  });
});
