import type { ReactNode } from 'react';
import { classNames } from '../../logic/class-names';
import { useLinkComponent } from '../button/link-component';
import { DisclosureText } from '../disclosure-text/DisclosureText';
import { LockIcon, PlayIcon, StarIcon } from '../icons/icons';
import { ProgressBar } from '../progress-bar/ProgressBar';
import { ResponsiveImage, type ResponsiveImageSource } from '../responsive-image/ResponsiveImage';

export interface MediaCardProps {
  /** The whole title: shown in two lines at most (CSS line-clamp), and the heading's accessible name. */
  title: string;
  description?: string;
  imageUrl: string;
  /** The cover in every size the CMS made (preferred over `imageUrl` when given). */
  image?: ResponsiveImageSource;
  /** The card's cover is the page's largest image at first paint: loaded early (see ResponsiveImage). */
  priority?: boolean;
  /** Paid item seen while logged out: shows a lock and the action reads as "log in to play". */
  isLocked?: boolean;
  durationMinutes?: number;
  /**
   * 0..100, for a chosen child: a bar once started, a star sticker ("Finished") at 100; nothing at 0, so a new story
   * does not look like a task.
   */
  percentComplete?: number;
  /** Navigate on press (e.g. `/login` for a locked item). */
  href?: string;
  /** Or handle the press (e.g. open the player). */
  onPress?: () => void;
  /**
   * Where a press that `onPress` handles goes without JavaScript (e.g. the media file, which the browser plays by
   * itself): the button submits a GET form to it, and with JavaScript `onPress` runs instead.
   */
  fallbackHref?: string;
  /** Extra controls under the description (e.g. a favourite button). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The cover's width in the library's carousels (CAROUSEL_LAYOUTS.library: 1, 2, 3, 5 cards a row). */
export const MEDIA_CARD_COVER_SIZES = '(min-width: 1200px) 20vw, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** The card's cover, with a lock for paid items, a play badge otherwise, and a star once finished. */
function Cover({ image, imageUrl, priority, isLocked, finished }: { image?: ResponsiveImageSource; imageUrl: string; priority: boolean; isLocked: boolean; finished: boolean }) {
  return (
    <span className="tate-media-card__cover">
      {image ? (
        <ResponsiveImage image={image} alt="" sizes={MEDIA_CARD_COVER_SIZES} priority={priority} />
      ) : (
        <img src={imageUrl} alt="" loading="lazy" />
      )}
      {isLocked ? (
        <span className="tate-media-card__badge tate-media-card__lock" aria-hidden="true">
          <LockIcon />
        </span>
      ) : (
        <span className="tate-media-card__badge tate-media-card__play" aria-hidden="true">
          <PlayIcon />
        </span>
      )}
      {finished && (
        <span className="tate-media-card__finished" aria-hidden="true">
          <StarIcon />
        </span>
      )}
    </span>
  );
}

/** A meditation card: cover with its play or lock badge, title and description in two lines each, minutes and progress. */
export function MediaCard({
  title,
  description,
  imageUrl,
  image,
  priority = false,
  isLocked = false,
  durationMinutes,
  percentComplete,
  href,
  onPress,
  fallbackHref,
  actions,
  headingLevel = 3,
  className,
}: MediaCardProps) {
  const Anchor = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const started = percentComplete !== undefined && percentComplete > 0 && percentComplete < 100;
  const finished = percentComplete !== undefined && percentComplete >= 100;
  const actionLabel = isLocked ? `${title}, locked, log in to play` : `Play ${title}${finished ? ', finished' : ''}`;
  const face = <Cover image={image} imageUrl={imageUrl} priority={priority} isLocked={isLocked} finished={finished} />;

  return (
    <article className={classNames('tate-media-card', isLocked && 'tate-media-card--locked', className)}>
      {href ? (
        <Anchor href={href} aria-label={actionLabel} className="tate-media-card__action tate-focus-ring">
          {face}
        </Anchor>
      ) : fallbackHref ? (
        <form method="get" action={fallbackHref} className="tate-media-card__form">
          <button
            type="submit"
            onClick={(event) => {
              event.preventDefault();
              onPress?.();
            }}
            aria-label={actionLabel}
            className="tate-media-card__action tate-focus-ring"
          >
            {face}
          </button>
        </form>
      ) : (
        <button type="button" onClick={onPress} aria-label={actionLabel} className="tate-media-card__action tate-focus-ring">
          {face}
        </button>
      )}
      <div className="tate-media-card__body">
        <Heading className="tate-media-card__title" title={title}>
          {title}
        </Heading>
        {description && <DisclosureText text={description} className="tate-media-card__description" />}
        {(durationMinutes !== undefined || started || finished) && (
          <div className="tate-media-card__meta">
            {/* Progress first, the minutes last: the minutes of a row's cards share one line at the cards' foot. */}
            {started && (
              <ProgressBar label="Completed" value={percentComplete} max={100} className="tate-media-card__progress" />
            )}
            {finished && (
              <span className="tate-media-card__done">
                <StarIcon /> Finished
              </span>
            )}
            {durationMinutes !== undefined && (
              <span className="tate-media-card__duration">{Math.round(durationMinutes)} min</span>
            )}
          </div>
        )}
        {actions && <div className="tate-media-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
