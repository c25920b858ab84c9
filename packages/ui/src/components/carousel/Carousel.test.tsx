import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

function mockMediaQueries(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function visibleSlideLabels(): string[] {
  return Array.from(document.querySelectorAll('[aria-roledescription="slide"]:not([hidden])')).map(
    (slide) => slide.getAttribute('aria-label') ?? '',
  );
}

const slides = ['One', 'Two', 'Three'].map((text) => <p key={text}>{text}</p>);

describe('Carousel autoplay', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every 3000 ms and wraps to the first slide', () => {
    vi.useFakeTimers();
    mockMediaQueries([]);
    render(
      <Carousel label="Banners" autoplay>
        {slides}
      </Carousel>,
    );
    expect(visibleSlideLabels()).toEqual(['1 of 3']);
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlideLabels()).toEqual(['2 of 3']);
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleSlideLabels()).toEqual(['1 of 3']);
  });

  it('does not rotate when reduced motion is preferred', () => {
    vi.useFakeTimers();
    mockMediaQueries(['(prefers-reduced-motion: reduce)']);
    render(
      <Carousel label="Banners" autoplay>
        {slides}
      </Carousel>,
    );
    act(() => vi.advanceTimersByTime(9000));
    expect(visibleSlideLabels()).toEqual(['1 of 3']);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  });

  it('shows five items per view on large screens', () => {
    mockMediaQueries(['(min-width: 600px)', '(min-width: 900px)', '(min-width: 1200px)']);
    render(
      <Carousel label="Library" itemsPerView={{ base: 1, small: 2, medium: 3, large: 5 }}>
        {Array.from({ length: 7 }, (_, index) => (
          <p key={index}>Item {index + 1}</p>
        ))}
      </Carousel>,
    );
    expect(visibleSlideLabels()).toEqual(['1 of 7', '2 of 7', '3 of 7', '4 of 7', '5 of 7']);
  });
});

describe('Carousel with fewer items than fit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the breakpoint column count, so a single item is one card wide, not the whole row', () => {
    mockMediaQueries(['(min-width: 600px)', '(min-width: 900px)', '(min-width: 1200px)']);
    render(
      <Carousel label="One meditation" itemsPerView={{ base: 1, small: 2, medium: 3, large: 5 }}>
        <p>Only one</p>
      </Carousel>,
    );
    const track = document.querySelector<HTMLElement>('.tate-carousel__track');
    expect(track?.style.getPropertyValue('--tate-carousel-per-view')).toBe('5');
    expect(screen.getByText('Only one')).toBeVisible();
  });
});

describe('Carousel as a row that scrolls', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A row of seven cards, five of them on a wide screen. */
  function renderRow() {
    mockMediaQueries(['(min-width: 600px)', '(min-width: 900px)', '(min-width: 1200px)']);
    render(
      <Carousel label="Sleep Stories meditations" itemsPerView={{ base: 1, small: 2, medium: 3, large: 5 }} slideBy="page" flow="scroll">
        {Array.from({ length: 7 }, (_, index) => (
          <button key={index} type="button">
            Card {index + 1}
          </button>
        ))}
      </Carousel>,
    );
  }

  it('keeps every card in the row (none hidden, Tab reaches each) and has no slide picker', () => {
    renderRow();
    expect(visibleSlideLabels()).toHaveLength(7);
    expect(screen.getAllByRole('button', { name: /^Card/ })).toHaveLength(7);
    expect(screen.queryByRole('group', { name: 'Choose slide' })).toBeNull();
    expect(document.querySelector('.tate-carousel--scroll')).not.toBeNull();
  });

  it('scrolls a page with Next and goes round from the end to the start', () => {
    renderRow();
    const track = document.querySelector<HTMLElement>('.tate-carousel__track')!;
    const first = track.firstElementChild as HTMLElement;
    // jsdom lays nothing out: a row 1000 px wide showing 5 cards of 184 px (16 px gaps), 1400 px of cards in all.
    Object.defineProperty(first, 'offsetWidth', { value: 184 });
    Object.defineProperty(track, 'clientWidth', { value: 1000 });
    Object.defineProperty(track, 'scrollWidth', { value: 1400 });
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as typeof track.scrollTo;
    track.style.columnGap = '16px';

    screen.getByRole('button', { name: 'Next slides' }).click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    Object.defineProperty(track, 'scrollLeft', { value: 400, configurable: true });
    screen.getByRole('button', { name: 'Next slides' }).click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    Object.defineProperty(track, 'scrollLeft', { value: 0, configurable: true });
    screen.getByRole('button', { name: 'Previous slides' }).click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
  });
});
