import { DownloadManager } from '@tate/player-sdk';

/** The page's one download manager (Cache Storage); the media service worker plays what it stored. */
export const downloads = new DownloadManager();
