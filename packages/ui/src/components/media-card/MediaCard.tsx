import type { ReactNode } from 'react';
import { classNames } from '../../logic/class-names';
import { useLinkComponent } from '../button/link-component';
import { DisclosureText } from '../disclosure-text/DisclosureText';
import { LockIcon } from '../icons/icons';
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
  /** 0..100; shown only when given. */
  percentComplete?: number;
  /** Navigate on press (e.g. `/login` for a locked item). */
  href?: string;
  /** Or handle the press (e.g. open the player). */
  onPress?: () => void;
  /** Extra controls under the description (e.g. a favourite button). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The cover's width in the library's carousels (CAROUSEL_LAYOUTS.library: 1, 2, 3, 5 cards a row). */
export const MEDIA_CARD_COVER_SIZES = '(min-width: 1200px) 20vw, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** A meditation card: cover, lock for paid items, title and description in two lines each, minutes and progress. */
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
  actions,
  headingLevel = 3,
  className,
}: MediaCardProps) {
  const Anchor = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const actionLabel = isLocked ? `${title}, locked, log in to play` : `Play ${title}`;
  const face = (
    <>
      <span className="tate-media-card__cover">
        {image ? (
          <ResponsiveImage image={image} alt="" sizes={MEDIA_CARD_COVER_SIZES} priority={priority} />
        ) : (
          <img src={imageUrl} alt="" loading="lazy" />
        )}
        {isLocked && (
          <span className="tate-media-card__lock" aria-hidden="true">
            <LockIcon />
          </span>
        )}
      </span>
    </>
  );

  return (
    <article className={classNames('tate-media-card', isLocked && 'tate-media-card--locked', className)}>
      {href ? (
        <Anchor href={href} aria-label={actionLabel} className="tate-media-card__action tate-focus-ring">
          {face}
        </Anchor>
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
        {(durationMinutes !== undefined || percentComplete !== undefined) && (
          <div className="tate-media-card__meta">
            {durationMinutes !== undefined && (
              <span className="tate-media-card__duration">{Math.round(durationMinutes)} min</span>
            )}
            {percentComplete !== undefined && (
              <ProgressBar label="Completed" value={percentComplete} max={100} className="tate-media-card__progress" />
            )}
          </div>
        )}
        {actions && <div className="tate-media-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
