import { Children, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode, type TouchEvent } from 'react';
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { useMediaQuery, usePrefersReducedMotion } from '../../hooks/use-media-query';
import { classNames } from '../../logic/class-names';
import {
  getPositionCount,
  getStepSize,
  getVisibleIndices,
  movePosition,
  scrollTarget,
  type SlideBy,
} from '../../logic/carousel-index';
import { PlainIconButton } from '../button/PlainButton';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons/icons';
import { CAROUSEL_BREAKPOINTS, CAROUSEL_LAYOUTS, type ItemsPerView } from './layouts';

export const CAROUSEL_AUTOPLAY_MS = 3000;
const SWIPE_THRESHOLD_PX = 40;

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Testimonials". */
  label: string;
  /** One child per slide item. */
  children: ReactNode;
  itemsPerView?: ItemsPerView;
  /** Arrows move one item or a whole page of visible items. */
  slideBy?: SlideBy;
  /** Advance automatically; pauses on hover, on focus and when reduced motion is preferred. */
  autoplay?: boolean;
  interval?: number;
  showIndicators?: boolean;
  /**
   * `beside`: arrows left and right of the slides (rows of cards). `overlay`: arrows on the slide's edges and the
   * rotation control in the indicator row, for one wide picture (a banner) that should keep the whole width.
   */
  arrows?: 'beside' | 'overlay';
  /**
   * `pages`: one page of slides at a time, the arrows and the slide picker move it (a banner, testimonials).
   * `scroll`: a row of cards that scrolls sideways with scroll-snap, the next card peeking in on phones and touch
   * screens (no arrows there, the finger scrolls); on a wide screen with a mouse the arrows, outside the row, scroll
   * it a page at a time and loop. Every slide is in the row, so Tab reaches each card (the browser scrolls to it).
   */
  flow?: 'pages' | 'scroll';
  /**
   * How many slides there will be when some are still on their way (the page sent the first ones): the arrows and
   * the slide picker are laid out for all of them from the start, so nothing moves when the rest arrive.
   */
  total?: number;
  /**
   * The server's HTML carries only the slides the first screen shows; the others are added once the page is
   * interactive. Without JavaScript every slide sits in a row that scrolls sideways, so a page that sets this offers
   * its own way to the rest (the library's "Show the 6 meditations of Sleep Stories" link).
   */
  firstScreenOnly?: boolean;
  className?: string;
}

function useItemsPerView(layout: ItemsPerView): number {
  const isSmall = useMediaQuery(CAROUSEL_BREAKPOINTS.small);
  const isMedium = useMediaQuery(CAROUSEL_BREAKPOINTS.medium);
  const isLarge = useMediaQuery(CAROUSEL_BREAKPOINTS.large);
  const small = layout.small ?? layout.base;
  const medium = layout.medium ?? small;
  const large = layout.large ?? medium;
  if (isLarge) return large;
  if (isMedium) return medium;
  if (isSmall) return small;
  return layout.base;
}

/** Each breakpoint's slides per view, for the sideways-scrolling row a page without JavaScript shows (carousel.css). */
function noScriptColumns(layout: ItemsPerView): Record<string, number> {
  const small = layout.small ?? layout.base;
  const medium = layout.medium ?? small;
  return {
    '--tate-carousel-columns-base': layout.base,
    '--tate-carousel-columns-small': small,
    '--tate-carousel-columns-medium': medium,
    '--tate-carousel-columns-large': layout.large ?? medium,
  };
}

/**
 * A looping carousel following the WAI-ARIA carousel pattern: a labelled region, slides as
 * labelled groups, previous/next buttons, slide picker buttons and a rotation control when
 * it auto-plays. Touch swipes move it too.
 */
export function Carousel({
  label,
  children,
  itemsPerView = CAROUSEL_LAYOUTS.single,
  slideBy = 'item',
  autoplay = false,
  interval = CAROUSEL_AUTOPLAY_MS,
  showIndicators = true,
  arrows = 'beside',
  total = 0,
  firstScreenOnly = false,
  flow = 'pages',
  className,
}: CarouselProps) {
  const id = useId();
  const slides = Children.toArray(children);
  const count = Math.max(slides.length, total);
  const perView = useItemsPerView(itemsPerView);
  const step = getStepSize(slideBy, perView);
  const positionCount = getPositionCount(count, step);
  const [position, setPosition] = useState(0);
  // Slides fade in when the carousel moves, not on the first paint: a picture fading in from nothing is painted late
  // (the page's largest paint, a banner, would wait for the fade).
  const [hasMoved, setHasMoved] = useState(false);
  const [isPlaying, setPlaying] = useState(true);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const scrolls = flow === 'scroll';
  const prefersReducedMotion = usePrefersReducedMotion();
  // The arrows and the rotation control move nothing until the page is interactive: the server's HTML leaves them out
  // (without JavaScript the row scrolls sideways instead). Arrows beside the slides keep their room meanwhile, so the
  // slides do not move when they come; arrows on the slides or on a scrolling row's edges take none.
  const hydrated = useIsHydrated();
  const keepsArrowSpace = !scrolls && arrows === 'beside';

  const current = Math.min(position, Math.max(positionCount - 1, 0));
  const canMove = positionCount > 1 && count > perView;
  const isRotating = !scrolls && autoplay && isPlaying && !prefersReducedMotion && canMove && !isHovered && !hasFocus;
  const visible = getVisibleIndices(current, step, perView, count);
  const unit = step > 1 ? 'slides' : 'slide';

  useEffect(() => {
    if (!isRotating) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      setHasMoved(true);
      setPosition((previous) => movePosition(previous, 1, positionCount));
    }, interval);
    return () => window.clearInterval(timer);
  }, [isRotating, interval, positionCount]);

  const goTo = (stop: number) => {
    setHasMoved(true);
    setPosition(stop);
  };
  const move = (delta: number) => goTo(movePosition(current, delta, positionCount));

  /** A row that scrolls: an arrow scrolls it on by a page (or a card), and from either end round to the other. */
  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    const first = track?.firstElementChild;
    if (!track || !(first instanceof HTMLElement)) return;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const card = first.offsetWidth + gap;
    const page = slideBy === 'page' ? Math.max(card, Math.floor((track.clientWidth + gap) / card) * card) : card;
    const left = scrollTarget(track.scrollLeft, track.scrollWidth - track.clientWidth, page, direction);
    track.scrollTo({ left, behavior: prefersReducedMotion ? 'auto' : 'smooth' });
  };
  const previous = () => (scrolls ? scrollBy(-1) : move(-1));
  const next = () => (scrolls ? scrollBy(1) : move(1));

  const handleTouchEnd = (event: TouchEvent) => {
    if (scrolls) return;
    const endX = event.changedTouches[0]?.clientX;
    const startX = touchStartX.current;
    touchStartX.current = null;
    if (startX === null || endX === undefined) {
      return;
    }
    const distance = endX - startX;
    if (canMove && Math.abs(distance) >= SWIPE_THRESHOLD_PX) {
      move(distance < 0 ? 1 : -1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={classNames('tate-carousel', scrolls ? 'tate-carousel--scroll' : `tate-carousel--arrows-${arrows}`, hasMoved && 'tate-carousel--moved', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocus(false);
        }
      }}
    >
      {canMove && (
        <div className="tate-carousel__controls">
          {hydrated && autoplay && !prefersReducedMotion && (
            <PlainIconButton
              label={isPlaying ? 'Stop automatic slide show' : 'Start automatic slide show'}
              onClick={() => setPlaying((playing) => !playing)}
              variant="secondary"
            >
              {isPlaying ? <PauseIcon /> : <PlayIcon />}
            </PlainIconButton>
          )}
        </div>
      )}
      <div className="tate-carousel__viewport">
        {canMove && !hydrated && keepsArrowSpace && <span className="tate-carousel__arrow-space" />}
        {canMove && hydrated && (
          <PlainIconButton
            label={`Previous ${unit}`}
            aria-controls={`${id}-slides`}
            onClick={previous}
            variant="secondary"
            className="tate-carousel__arrow tate-carousel__arrow--previous"
          >
            <ChevronLeftIcon />
          </PlainIconButton>
        )}
        <div
          id={`${id}-slides`}
          ref={trackRef}
          className="tate-carousel__track"
          aria-live={scrolls ? undefined : isRotating ? 'off' : 'polite'}
          style={{ '--tate-carousel-per-view': perView, ...noScriptColumns(itemsPerView) } as CSSProperties}
          onTouchStart={(event) => {
            touchStartX.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={handleTouchEnd}
        >
          {slides.map((slide, index) => {
            if (scrolls) {
              // Before the page is interactive a row carries what a phone shows (its cards and the one peeking in).
              if (firstScreenOnly && !hydrated && index > itemsPerView.base) return null;
              return (
                <div key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} className="tate-carousel__slide">
                  {slide}
                </div>
              );
            }
            const order = visible.indexOf(index);
            if (firstScreenOnly && order === -1 && !hydrated) return null;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                hidden={order === -1}
                className="tate-carousel__slide"
                style={{ order }}
              >
                {slide}
              </div>
            );
          })}
        </div>
        {canMove && !hydrated && keepsArrowSpace && <span className="tate-carousel__arrow-space" />}
        {canMove && hydrated && (
          <PlainIconButton
            label={`Next ${unit}`}
            aria-controls={`${id}-slides`}
            onClick={next}
            variant="secondary"
            className="tate-carousel__arrow tate-carousel__arrow--next"
          >
            <ChevronRightIcon />
          </PlainIconButton>
        )}
      </div>
      {canMove && showIndicators && !scrolls && (
        <div className="tate-carousel__indicators" role="group" aria-label="Choose slide">
          {/* The dots move nothing without JavaScript: the page's HTML keeps only their row (its height is set in CSS). */}
          {hydrated &&
            Array.from({ length: positionCount }, (_, stop) => (
              <button
                key={stop}
                type="button"
                aria-label={step > 1 ? `Show slides group ${stop + 1}` : `Show slide ${stop + 1}`}
                aria-current={stop === current ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                className="tate-carousel__indicator tate-focus-ring"
                onClick={() => goTo(stop)}
              >
                <span aria-hidden="true" />
              </button>
            ))}
        </div>
      )}
    </section>
  );
}
