/** A video meditation's captions track: its words as WebVTT (see routes/player-captions.ts). */
export function videoCaptions(mediaId: string): { src: string; language: string; label: string } {
  return { src: `/player/captions/${encodeURIComponent(mediaId)}`, language: 'en', label: 'English' };
}
