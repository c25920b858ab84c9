import { describe, expect, it } from 'vitest';
import { planToast, type OpenToast } from './toast-plan';

const saved: OpenToast = { key: 'a', content: { tone: 'success', message: 'Saved' } };

describe('planToast', () => {
  it('shows a toast when none is open', () => {
    expect(planToast([], { tone: 'info', message: 'Hello' })).toEqual({ kind: 'show', closeKeys: [] });
  });

  it('skips a duplicate of an open toast', () => {
    expect(planToast([saved], { tone: 'success', message: 'Saved' })).toEqual({ kind: 'skip' });
  });

  it('treats the same message with another tone as a different toast', () => {
    expect(planToast([saved], { tone: 'error', message: 'Saved' })).toEqual({ kind: 'show', closeKeys: ['a'] });
  });

  it('closes the oldest toasts to keep at most the allowed number open', () => {
    const open: OpenToast[] = [saved, { key: 'b', content: { tone: 'info', message: 'Two' } }];
    expect(planToast(open, { tone: 'info', message: 'Three' }, 2)).toEqual({ kind: 'show', closeKeys: ['a'] });
    expect(planToast(open, { tone: 'info', message: 'Three' })).toEqual({ kind: 'show', closeKeys: ['a', 'b'] });
  });
});
