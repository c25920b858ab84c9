export interface MediaServer {
  url: string;
  trackBytes: number;
  positions: Map<string, number>;
  beacons: unknown[];
  mediaRequests: string[];
  playReports: Array<{ key: string | null; ticket: string | null }>;
  savePosition(mediaId: string, childId: string | undefined, seconds: number): void;
  close(): Promise<void>;
}

export function startMediaServer(options?: { trackSeconds?: number; downloadPaceMs?: number }): Promise<MediaServer>;
