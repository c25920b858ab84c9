import type { DownloadedItem } from '@tate/player-sdk';
import { PlainButton } from '@tate/ui';
import { useEffect, useState } from 'react';
import { downloads } from './downloads';
import { PageSection } from '../layout/PageSection';

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The meditations downloaded on this device, with their size and a Delete button; nothing when there are none. */
export function OnThisDevice() {
  const [items, setItems] = useState<DownloadedItem[]>([]);
  useEffect(() => {
    const refresh = () => void downloads.list().then(setItems, () => setItems([]));
    refresh();
    const stopComplete = downloads.on('complete', refresh);
    const stopRemove = downloads.on('remove', refresh);
    return () => {
      stopComplete();
      stopRemove();
    };
  }, []);

  if (items.length === 0) return null;
  return (
    <PageSection headingId="on-this-device-heading" heading="On this device" className="on-this-device">
      <ul>
        {items.map((item) => (
          <li key={item.url}>
            <span className="on-this-device__title">{item.title}</span>
            <span className="on-this-device__size">{formatSize(item.sizeBytes)}</span>
            <PlainButton variant="ghost" onClick={() => void downloads.remove(item.url)} aria-label={`Delete ${item.title} from this device`}>
              Delete
            </PlainButton>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
