import { useEffect } from 'react';
import { showToast } from './toasts';
import type { Toast } from './toast.server';

/**
 * Hands the toast flashed by the last action to the app's toast queue. Without JavaScript the
 * same message is rendered in a <noscript> status block, so no-JS form posts still get feedback.
 */
export function FlashToast({ toast }: { toast: Toast }) {
  useEffect(() => {
    showToast({ tone: toast.type, message: toast.description, title: toast.title });
  }, [toast]);

  return (
    <noscript>
      <div className={`flash-message flash-message--${toast.type}`} role="status">
        {toast.title ? <strong>{toast.title} </strong> : null}
        {toast.description}
      </div>
    </noscript>
  );
}
