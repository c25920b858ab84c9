import { useFetcher } from '@remix-run/react';
import { toastQueue } from '@tate/ui';
import { useEffect } from 'react';

/**
 * A fetcher for `/player/favourite` whose answer is shown as a toast: the CMS's message, a success when it added or
 * removed the favourite ('Add to favourite list successful.', 'Removed from favourite list.'), an error otherwise.
 */
export function useFavouriteFetcher() {
  const fetcher = useFetcher<{ favourite: boolean; ok: boolean; message: string }>();
  useEffect(() => {
    if (!fetcher.data?.message) return;
    if (fetcher.data.ok) toastQueue.success(fetcher.data.message);
    else toastQueue.error(fetcher.data.message);
  }, [fetcher.data]);
  const toggle = (key: { mediaId: string; childId: string }) => fetcher.submit(key, { method: 'post', action: '/player/favourite' });
  return { fetcher, toggle };
}
