/** The stable address a meditation is played and downloaded from (see routes/player-file.tsx). */
export function playerFileUrl(mediaId: string): string {
  return `/player/file/${encodeURIComponent(mediaId)}`;
}

/** The page of a meditation's words (routes/transcript.tsx). */
export function transcriptPath(mediaId: string): string {
  return `/transcript/${encodeURIComponent(mediaId)}`;
}
