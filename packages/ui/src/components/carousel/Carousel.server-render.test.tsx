import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';
import { CAROUSEL_LAYOUTS } from './layouts';

const cards = ['One', 'Two', 'Three', 'Four', 'Five'].map((text) => <p key={text}>{text}</p>);

describe('Carousel in the server-rendered page', () => {
  it('carries every slide, the ones past the first screen hidden until the page is interactive', () => {
    const html = renderToString(
      <Carousel label="Testimonials" itemsPerView={CAROUSEL_LAYOUTS.categories}>
        {cards}
      </Carousel>,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(cards.length);
    expect(html.match(/aria-roledescription="slide"[^>]*hidden=""/g)).toHaveLength(cards.length - CAROUSEL_LAYOUTS.categories.base);
  });

  it('with firstScreenOnly carries only the first screen, laid out for every slide to come', () => {
    const html = renderToString(
      <Carousel label="Sleep Stories meditations" itemsPerView={CAROUSEL_LAYOUTS.categories} total={7} firstScreenOnly>
        {cards}
      </Carousel>,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(CAROUSEL_LAYOUTS.categories.base);
    expect(html).toContain('aria-label="2 of 7"');
    expect(html).not.toContain('Three');
  });

  it('draws its arrows and its rotation control once interactive, keeping the room of arrows beside the slides', () => {
    const beside = renderToString(
      <Carousel label="Testimonials" autoplay>
        {cards}
      </Carousel>,
    );
    expect(beside).not.toContain('<button');
    expect(beside.match(/tate-carousel__arrow-space/g)).toHaveLength(2);
    const overlay = renderToString(
      <Carousel label="Highlights" arrows="overlay">
        {cards}
      </Carousel>,
    );
    expect(overlay).not.toContain('<button');
    expect(overlay).not.toContain('tate-carousel__arrow-space');
  });

  it('as a row that scrolls carries what a phone shows, the card peeking in too, none hidden', () => {
    const row = ['1', '2', '3', '4', '5', '6', '7'].map((text) => <p key={text}>{`Card ${text}`}</p>);
    const html = renderToString(
      <Carousel label="Sleep Stories meditations" itemsPerView={CAROUSEL_LAYOUTS.library} slideBy="page" total={7} firstScreenOnly flow="scroll">
        {row}
      </Carousel>,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(CAROUSEL_LAYOUTS.library.base + 1);
    expect(html).not.toMatch(/aria-roledescription="slide"[^>]*hidden=""/);
    expect(html).toContain('Card 2');
    expect(html).not.toContain('Card 3');
    expect(html).toContain('tate-carousel--scroll');
    expect(html).not.toContain('tate-carousel__arrow');
    expect(html).not.toContain('Choose slide');
  });
});
