export { createVideoPlayer, VideoPlayer, CHILD_RESUME_DELAY_MS } from './video-player';
export type { VideoPlayerEvents, VideoPlayerOptions } from './video-player';
export type { VideoCaptions } from './captions';
