import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../chunks/lazy-component';

type ToastContent = Parameters<(typeof import('./toast-ui'))['toastQueue']['show']>[0];

const ToastRegion = lazyComponent(() => import('./toast-ui').then((module) => module.ToastRegion));

// The region mounts with the page's first toast: react-aria's toast code, and the locale data its first import reads,
// stay out of the load of every page that shows none (docs/decisions/2026-11-30-hydration-tasks.md).
let regionWanted = false;
const regionListeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

/** Shows a toast; react-aria's toast code loads the first time (docs/decisions/web-js-budgets.md). */
export function showToast(toast: ToastContent): void {
  if (!regionWanted) {
    regionWanted = true;
    for (const listener of regionListeners) listener();
  }
  void import('./toast-ui').then(({ toastQueue }) => toastQueue.show(toast));
}

/** Where toasts appear; mounted with the first toast, so its code never weighs on a page's load. */
export function LazyToastRegion() {
  const wanted = useSyncExternalStore(subscribe, () => regionWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
