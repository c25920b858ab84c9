/** A video's words as a WebVTT file, shown as its captions (a `<track kind="captions">`). */
export interface VideoCaptions {
  /** Address of the WebVTT file. */
  src: string;
  /** Language of the words (BCP 47, such as `en`). */
  language: string;
  /** Name in the captions menu, such as `English`. */
  label: string;
}

/** A `<track kind="captions">` for these captions (video.js reads it from the element it takes over). */
export function captionsTrack(captions: VideoCaptions): HTMLTrackElement {
  const track = document.createElement('track');
  track.kind = 'captions';
  track.src = captions.src;
  track.srclang = captions.language;
  track.label = captions.label;
  return track;
}
