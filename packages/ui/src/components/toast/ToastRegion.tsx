import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import type { ToastTone } from '../../logic/toast-plan';
import { CloseIcon } from '../icons/icons';
import { toastQueue as appToastQueue, type TateToastQueue } from './toast-queue';

/** Every toast needs a title: it names the toast for screen readers. */
const DEFAULT_TITLES: Record<ToastTone, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Info',
  warning: 'Warning',
};

export interface ToastRegionProps {
  queue?: TateToastQueue;
  /** Accessible name of the notifications landmark. */
  label?: string;
}

/**
 * Renders the toasts of a queue top-right, below the app's header (`--tate-toast-offset-top`). Each toast is announced by screen readers, closes after
 * its timeout (paused while hovered or focused) and shows a shrinking countdown bar.
 */
export function ToastRegion({ queue = appToastQueue, label = 'Notifications' }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue.queue} aria-label={label} className="tate-toast-region">
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={`tate-toast tate-toast--${toast.content.tone}`}
          style={{ ['--tate-toast-timeout' as string]: `${toast.timeout ?? 0}ms` }}
        >
          <AriaToastContent className="tate-toast__content">
            <Text slot="title" className="tate-toast__title">
              {toast.content.title ?? DEFAULT_TITLES[toast.content.tone]}
            </Text>
            <Text slot="description" className="tate-toast__message">
              {toast.content.message}
            </Text>
          </AriaToastContent>
          <Button slot="close" aria-label="Close notification" className="tate-toast__close tate-focus-ring">
            <CloseIcon />
          </Button>
          {toast.timeout ? <span className="tate-toast__timer" aria-hidden="true" /> : null}
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
