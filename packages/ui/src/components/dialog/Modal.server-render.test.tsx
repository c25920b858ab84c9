import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Modal } from './Dialog';

describe('Modal on the server', () => {
  it('renders an open serverRendered modal as a static dialog for browsers without JavaScript', () => {
    const html = renderToString(
      <Modal isOpen serverRendered isStatic size="extraLarge" title="Join our family" showCloseButton={false}>
        <form method="post" action="/newsletter">
          <button type="submit">Subscribe</button>
        </form>
      </Modal>,
    );
    expect(html).toMatch(/^<noscript>/);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain('Join our family');
    expect(html).toContain('tate-modal--extraLarge');
    expect(html).toContain('action="/newsletter"');
  });

  it('renders nothing for a closed or an ordinary modal', () => {
    expect(renderToString(<Modal serverRendered isOpen={false} title="Closed">x</Modal>)).toBe('');
    expect(renderToString(<Modal isOpen title="Client only">x</Modal>)).toBe('');
  });
});
