import { useFetcher } from '@remix-run/react';
import { toastQueue } from '@tate/ui';
import { useEffect } from 'react';

/** The one answer the spec shows as a success; every other answer of add-to-favouritelist is an error. */
const ADDED_MESSAGE = 'Add to favourite list successful.';

/** A fetcher for `/player/favourite` whose answer is shown as a toast: success only for the add message. */
export function useFavouriteFetcher() {
  const fetcher = useFetcher<{ favourite: boolean; message: string }>();
  useEffect(() => {
    const message = fetcher.data?.message;
    if (!message) return;
    if (message === ADDED_MESSAGE) toastQueue.success(message);
    else toastQueue.error(message);
  }, [fetcher.data]);
  const toggle = (key: { mediaId: string; childId: string }) => fetcher.submit(key, { method: 'post', action: '/player/favourite' });
  return { fetcher, toggle };
}
