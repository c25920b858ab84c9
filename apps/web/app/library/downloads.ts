import { DownloadManager } from '@tate/player-sdk';

/** The page's one download manager (Cache Storage); the media service worker plays what it stored. */
export const downloads = new DownloadManager();

/** The stable address a meditation is played and downloaded from (see routes/player-file.tsx). */
export function playerFileUrl(mediaId: string): string {
  return `/player/file/${encodeURIComponent(mediaId)}`;
}
