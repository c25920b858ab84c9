// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaPlayerModalBody } from './MediaPlayerModalBody';
import { ReadAlong } from './ReadAlong';
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

  it('renders the captions track in the browser\'s own video, so captions work before video.js loads', () => {
    const html = renderToString(<VideoPlayer media={{ src: '/files/bubbles.mp4', title: 'Bubble Breaths' }} captions={{ src: '/player/captions/v1', language: 'en', label: 'English' }} />);

    expect(html).toMatch(/<video[^>]*>\s*<track kind="captions" src="\/player\/captions\/v1" srcLang="en" label="English"\/?>/);
  });

  it('renders the words to read along, the line being said marked', () => {
    const cues = [
      { start: 0, end: 4, text: 'Find a comfy spot.' },
      { start: 4, end: 9, text: 'Breathe in slowly.' },
    ];
    const html = renderToString(<ReadAlong cues={cues} activeIndex={1} onSeek={() => undefined} />);

    expect(html).toContain('Read along');
    expect(html).toMatch(/aria-current="true"[^>]*>Breathe in slowly\./);
  });
});
