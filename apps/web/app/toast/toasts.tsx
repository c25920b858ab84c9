import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../chunks/lazy-component';

type ToastContent = Parameters<(typeof import('./toast-ui'))['toastQueue']['show']>[0];

const ToastRegion = lazyComponent(() => import('./toast-ui').then((module) => module.ToastRegion));

/** Shows a toast; react-aria's toast code loads the first time (docs/decisions/web-js-budgets.md). */
export function showToast(toast: ToastContent): void {
  void import('./toast-ui').then(({ toastQueue }) => toastQueue.show(toast));
}

/** Where toasts appear; mounted once the page is idle so its code never delays the first paint. */
export function LazyToastRegion() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const handle = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(handle);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
