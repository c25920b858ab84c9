/** The toast code, loaded apart from the page's first scripts (toast/toasts.tsx). */
export { ToastRegion, toastQueue } from '@tate/ui';
