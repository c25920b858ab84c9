/**
 * The containers an editor's upload may be, by the name ffprobe gives its demuxer (`format_name`), with the demuxer
 * ffmpeg is then forced to use (`-f`) and the name an editor knows. Anything else, above all the demuxers that open
 * other files (hls, concat, dash, image2, the playlists), is refused (docs/decisions/2026-11-28-debian-ffmpeg.md).
 */
export const ACCEPTED_FORMATS: ReadonlyMap<string, { demuxer: string; label: string }> = new Map([
  ['mp3', { demuxer: 'mp3', label: 'MP3' }],
  ['wav', { demuxer: 'wav', label: 'WAV' }],
  ['ogg', { demuxer: 'ogg', label: 'Ogg' }],
  ['flac', { demuxer: 'flac', label: 'FLAC' }],
  ['mov,mp4,m4a,3gp,3g2,mj2', { demuxer: 'mov', label: 'MP4, M4A or MOV' }],
  ['matroska,webm', { demuxer: 'matroska', label: 'Matroska or WebM' }],
]);

/**
 * The demuxers ffprobe and ffmpeg may use at all (`-format_whitelist`): ffprobe picks a demuxer by the file's bytes,
 * so a playlist named `.mp3` would be opened as a playlist without it.
 */
export const DEMUXER_WHITELIST = [...new Set([...ACCEPTED_FORMATS.values()].map((format) => format.demuxer))].join(',');

/** The formats as an editor reads them in a refusal. */
export const ACCEPTED_LABELS = [...ACCEPTED_FORMATS.values()].map((format) => format.label).join(', ');
