import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { coverImage } from '../../stories/sample-images';
import { MediaCard } from '../media-card/MediaCard';
import { Carousel } from './Carousel';
import { CAROUSEL_LAYOUTS } from './layouts';

const testimonials = [
  { name: 'Aisha', message: 'Bedtime is calm again. My son asks for Tate every night.' },
  { name: 'Tom', message: 'The breathing games help my daughter before school.' },
  { name: 'Lena', message: 'We love the new meditations every week.' },
  { name: 'Sam', message: 'The plush toy is the softest thing in the house.' },
  { name: 'Priya', message: 'Short, gentle and just right for a four year old.' },
];

function Testimonial({ name, message }: { name: string; message: string }) {
  return (
    <figure style={{ margin: 0, padding: 24, background: '#fff', borderRadius: 24 }}>
      <blockquote style={{ margin: 0 }}>{message}</blockquote>
      <figcaption>{name}</figcaption>
    </figure>
  );
}

const meta = preview.meta({
  title: 'Content/Carousel',
  component: Carousel,
  args: {
    label: 'Testimonials',
    children: testimonials.map((item) => <Testimonial key={item.name} {...item} />),
  },
});

function visibleSlides(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]:not([hidden])')).map(
    (slide) => slide.getAttribute('aria-label') ?? '',
  );
}

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(visibleSlides(canvasElement)).toEqual(['1 of 5']);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(visibleSlides(canvasElement)).toEqual(['5 of 5']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlides(canvasElement)).toEqual(['2 of 5']);
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 4' }));
    await expect(visibleSlides(canvasElement)).toEqual(['4 of 5']);
    await expect(canvas.getByRole('button', { name: 'Show slide 4' })).toHaveAttribute('aria-current', 'true');
  },
});

export const Autoplay = meta.story({
  args: { autoplay: true, interval: 400 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(visibleSlides(canvasElement)).toEqual(['2 of 5']), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    const stoppedAt = visibleSlides(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(visibleSlides(canvasElement)).toEqual(stoppedAt);
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  },
});

/** A banner: arrows on the picture's edges, the rotation control at the end of the indicator row. */
export const BannerArrowsOverlay = meta.story({
  args: {
    label: 'Highlights',
    autoplay: true,
    arrows: 'overlay',
    children: testimonials.map((item) => (
      <img key={item.name} src={coverImage(testimonials.indexOf(item))} alt={item.message} width={1200} height={450} style={{ width: '100%', height: 'auto', display: 'block' }} />
    )),
  },
  play: async ({ canvas }) => {
    const slide = canvas.getByRole('img').getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next slide' }).getBoundingClientRect();
    const stop = canvas.getByRole('button', { name: 'Stop automatic slide show' }).getBoundingClientRect();
    await expect(next.right).toBeLessThanOrEqual(slide.right);
    await expect(stop.top).toBeGreaterThanOrEqual(slide.bottom);
  },
});

export const PausesOnHover = meta.story({
  args: { autoplay: true, interval: 400 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('region', { name: 'Testimonials' }));
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(visibleSlides(canvasElement)).toEqual(['1 of 5']);
  },
});

export const SwipeWithTouch = meta.story({
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('.tate-carousel__track') as HTMLElement;
    const touch = (x: number) => new Touch({ identifier: 1, target: track, clientX: x, clientY: 10 });
    track.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(200)], changedTouches: [touch(200)] }));
    track.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(80)] }));
    await waitFor(() => expect(visibleSlides(canvasElement)).toEqual(['2 of 5']));
  },
});

/**
 * The library's row: it scrolls sideways and snaps to a card, the next card peeking in on a phone (no arrows there);
 * on a wide screen with a mouse the arrows sit outside the row. Tab reaches every card and the row follows it.
 */
const libraryRow = {
  label: 'Sleep meditations',
  itemsPerView: CAROUSEL_LAYOUTS.library,
  slideBy: 'page',
  flow: 'scroll',
  children: Array.from({ length: 7 }, (_, index) => (
    <MediaCard
      key={index}
      title={`Sleepy story ${index + 1}`}
      description={index % 2 ? 'A slow walk under the moon with Tate, past the sleepy owls and the quiet pond.' : 'Float away.'}
      imageUrl={coverImage(index)}
      durationMinutes={10}
      onPress={() => undefined}
    />
  )),
} as const;

export const LibraryRow = meta.story({
  args: libraryRow,
  play: async ({ canvas, canvasElement }) => {
    const track = canvasElement.querySelector<HTMLElement>('.tate-carousel__track')!;
    await expect(canvasElement.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(7);
    await expect(visibleSlides(canvasElement)).toHaveLength(7);
    await expect(getComputedStyle(track).scrollSnapType).toContain('x');
    await expect(track.scrollWidth).toBeGreaterThan(track.clientWidth);
    await expect(canvas.queryByRole('group', { name: 'Choose slide' })).not.toBeInTheDocument();

    // The cards of the row are one height: their minutes line up.
    const minutes = [...canvasElement.querySelectorAll('.tate-media-card__duration')].map((element) => Math.round(element.getBoundingClientRect().top));
    await expect(new Set(minutes).size).toBe(1);

    // Tab walks every card, the ones off to the side too (none is hidden); the browser scrolls the row to the focused
    // one (checked with a real keyboard in tests/app/library-rows.spec.ts).
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Sleep meditations' })).toContainElement(document.activeElement as HTMLElement);
    const last = canvas.getByRole('button', { name: 'Play Sleepy story 7' });
    for (let press = 0; press < 16 && document.activeElement !== last; press += 1) await userEvent.tab();
    await expect(last).toHaveFocus();
  },
});

/** On a phone the next card peeks in and there are no arrows: the finger scrolls the row. */
export const LibraryRowOnAPhone = meta.story({
  args: libraryRow,
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    if (!window.matchMedia('(max-width: 599px)').matches) return;
    const track = canvasElement.querySelector<HTMLElement>('.tate-carousel__track')!;
    const second = canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')[1]!.getBoundingClientRect();
    const row = track.getBoundingClientRect();
    await expect(second.left).toBeLessThan(row.right);
    await expect(second.right).toBeGreaterThan(row.right);
    for (const arrow of canvasElement.querySelectorAll('.tate-carousel__arrow')) {
      await expect(getComputedStyle(arrow).display).toBe('none');
    }
  },
});

export const TeenGrid = meta.story({
  args: {
    label: 'Teen meditations',
    itemsPerView: CAROUSEL_LAYOUTS.grid,
    slideBy: 'page',
    children: Array.from({ length: 5 }, (_, index) => (
      <MediaCard key={index} title={`Focus ${index + 1}`} imageUrl={coverImage(index + 2)} />
    )),
  },
});

export const SingleItem = meta.story({
  args: { children: [<Testimonial key="one" {...testimonials[0]!} />] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  },
});

/** The page sent the first slide of three: the controls are there for all three, as the slides say. */
export const RestOnTheWay = meta.story({
  args: { children: [<Testimonial key="one" {...testimonials[0]!} />], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(3);
    await expect(visibleSlides(canvasElement)).toEqual(['1 of 3']);
  },
});

export const Empty = meta.story({ args: { children: [] } });

export const LongText = meta.story({
  args: {
    children: testimonials.map((item) => (
      <Testimonial key={item.name} name={item.name} message={`${item.message} `.repeat(6)} />
    )),
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
