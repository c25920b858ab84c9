// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MediaPlayerModalBody } from './MediaPlayerModalBody';

describe('server rendering', () => {
  it('renders the modal body without a DOM (no audio element is created on the server)', () => {
    const html = renderToString(
      <MediaPlayerModalBody media={{ src: '/a.mp3', title: 'Sleepy Clouds' }} onClose={() => undefined} />,
    );

    expect(html).toContain('Sleepy Clouds');
    expect(html).toContain('aria-label="Play"');
  });
});
