import playerStyles from '@tate/player-sdk/react/styles.css?url';
import videoStyles from 'video.js/dist/video-js.css?url';

/** The stylesheets a page that shows the SDK's VideoPlayer links: video.js's skin, then the player's own rules over it. */
export const videoPlayerStyles = [
  { rel: 'stylesheet', href: videoStyles },
  { rel: 'stylesheet', href: playerStyles },
];
