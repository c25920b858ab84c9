/** What the embed tells Tate of one lookup's play: the play, its startup and its completion, each once. */
export type PlayReports = {
  /** Play was pressed (or called): reports the play, once, and starts the startup's clock. */
  played(): void;
  /** The audio is playing: reports the startup (ms since the first Play), once. */
  playing(): void;
  /** The time moved: reports the completion, once, when 90 % of the meditation has played. */
  progressed(currentTime: number, duration: number): void;
};

/** The share of a meditation played that makes it complete. */
export const COMPLETED_SHARE = 0.9;

/**
 * The reports of one lookup, to its play report URL (`playReportUrl`: the lookup's ticket in it) and to the reports
 * beside it (`/reports`, with `event=startup&ms=` or `event=completion`). Tate counts each once per ticket; this sends
 * each once per lookup. Nothing without a ticket. No cookies, no visitor data.
 */
export function playReports(playsUrl: string | null, now: () => number = () => performance.now(), fetcher: typeof fetch = fetch): PlayReports {
  let playToReport = playsUrl;
  let startedAt: number | null = null;
  let startupReported = false;
  let completionReported = false;
  const send = (url: string) => void fetcher(url, { method: 'POST', credentials: 'omit', keepalive: true }).catch(() => undefined);
  const report = (query: Record<string, string>) => {
    if (!playsUrl) return;
    const url = new URL(playsUrl);
    url.pathname = url.pathname.replace(/\/plays$/, '/reports');
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    send(url.href);
  };
  return {
    played() {
      if (playToReport) send(playToReport);
      playToReport = null;
      startedAt ??= now();
    },
    playing() {
      if (startupReported || startedAt === null) return;
      startupReported = true;
      report({ event: 'startup', ms: String(Math.max(0, Math.round(now() - startedAt))) });
    },
    progressed(currentTime, duration) {
      if (completionReported || !(duration > 0) || currentTime < duration * COMPLETED_SHARE) return;
      completionReported = true;
      report({ event: 'completion' });
    },
  };
}
