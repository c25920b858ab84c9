// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaPlayerModalBody } from './MediaPlayerModalBody';
import { VideoPlayer } from './VideoPlayer';

describe('server rendering', () => {
  it('renders the modal body without a DOM (no audio element is created on the server)', () => {
    const html = renderToString(
      <MediaPlayerModalBody media={{ src: '/a.mp3', title: 'Sleepy Clouds' }} onClose={() => undefined} />,
    );

    expect(html).toContain('Sleepy Clouds');
    expect(html).toContain('aria-label="Play"');
  });

  it('renders the browser\'s own video with its poster and controls, for a page without JavaScript', () => {
    const html = renderToString(<VideoPlayer media={{ id: 'v1', src: '/files/bubbles.mp4', title: 'Bubble Breaths', artwork: '/covers/bubbles.jpg', type: 'video/mp4' }} />);

    expect(html).toMatch(/<video[^>]*\bcontrols\b/);
    expect(html).toContain('src="/files/bubbles.mp4"');
    expect(html).toContain('poster="/covers/bubbles.jpg"');
    expect(html).toContain('aria-label="Bubble Breaths"');
  });
});
