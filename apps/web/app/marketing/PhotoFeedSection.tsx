import { ExternalLink } from '../layout/ExternalLink';
import type { PhotoFeed } from './photo-feed.server';
import './photo-feed.css';
import { PageSection } from '../layout/PageSection';

/** The feed's pictures are 240 px squares (spec); a phone shows two in a row. */
const TILE_SIZE = 240;
/** A caption as a picture's text: its first line, cut at a word near 120 characters. */
function pictureText(caption: string, index: number): string {
  const firstLine = caption.split('\n')[0]?.trim() ?? '';
  if (!firstLine) return `Post ${index + 1}`;
  if (firstLine.length <= 120) return firstLine;
  const cut = firstLine.slice(0, 120);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 60))}…`;
}

/** The About page's photo feed: 8 tiles, each leading to its post on the service (marketing/photo-feed.server.ts). */
export function PhotoFeedSection({ feed }: { feed: PhotoFeed }) {
  return (
    <PageSection headingId="photo-feed-heading" heading={feed.demo ? 'Photo feed (demo feed)' : 'Tate on Instagram'} className="photo-feed">
      {feed.demo ? (
        <p className="photo-feed__note">The demo feed: pictures from the demo catalogue, standing in for the account's Instagram posts.</p>
      ) : null}
      <ul className="photo-feed__tiles">
        {feed.photos.map((photo, index) => (
          <li key={photo.id}>
            <ExternalLink href={photo.permalink} className="photo-feed__tile">
              <img src={photo.imageUrl} alt={pictureText(photo.caption, index)} width={TILE_SIZE} height={TILE_SIZE} loading="lazy" decoding="async" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
