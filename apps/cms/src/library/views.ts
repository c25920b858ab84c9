import { signFileUrl, uploadFileName } from '../media/signed-url';

export type StoredFile = {
  url: string;
  mime?: string | null;
  width?: number | null;
  height?: number | null;
  /** The sizes Strapi's upload plugin made of an image (`small`, `small_webp`, ...), as stored. */
  formats?: unknown;
} | null | undefined;

/** One size of an image: what a `srcset` candidate needs. */
export type ImageSizeView = { url: string; width: number; height: number; mime: string };

/**
 * An image with its size and every size the CMS made of it, so a page can offer the one that fits
 * (`backGrdImg` and `imagePath` stay the original's path for the mobile apps).
 */
export type ImageView = {
  url: string;
  width: number | null;
  height: number | null;
  mime: string | null;
  formats: Record<string, ImageSizeView>;
};

export type CategoryRow = {
  id: number;
  documentId: string;
  name: string;
  slug?: string | null;
  description: string | null;
  sortOrder: number | null;
  isTeen: boolean | null;
  image?: StoredFile;
};

export type SubCategoryRow = {
  id: number;
  documentId: string;
  name: string;
  description: string | null;
  sortOrder: number | null;
  image?: StoredFile;
  category?: { documentId: string } | null;
};

export type MediaRow = {
  id: number;
  documentId: string;
  title: string;
  description: string | null;
  kind: 'audio' | 'video';
  accessLevel: 'free' | 'paid';
  durationMinutes: number | string | null;
  sortOrder: number | null;
  breathPattern?: unknown;
  file?: StoredFile;
  cover?: StoredFile;
  category?: CategoryRow | null;
  subCategory?: { documentId: string } | null;
};

export type CategoryView = {
  _id: string;
  name: string;
  /** The anchor the site uses for the category (`/library#{slug}`). */
  slug: string | null;
  description: string | null;
  imagePath: string | null;
  image: ImageView | null;
  isTeen: boolean;
  sortOrder: number;
};

export type SubCategoryView = {
  _id: string;
  name: string;
  description: string | null;
  imagePath: string | null;
  image: ImageView | null;
  categoryId: string | null;
};

export type MediaView = {
  _id: string;
  title: string;
  description: string | null;
  kind: 'audio' | 'video';
  type: string | null;
  /** Free: the public file path. Paid: a short-lived signed URL for entitled parents, otherwise null. */
  filename: string | null;
  backGrdImg: string | null;
  cover: ImageView | null;
  accessLevel: 'free' | 'paid';
  duration: number;
  /** Breath timings (seconds) editors set for a breathing meditation, or null. */
  breathPattern: unknown;
  libraryId: CategoryView | null;
  subCategoryId: string | null;
};

function isImageSize(value: unknown): value is ImageSizeView {
  if (typeof value !== 'object' || value === null) return false;
  const size: Partial<Record<keyof ImageSizeView, unknown>> = value;
  return (
    typeof size.url === 'string' &&
    typeof size.width === 'number' &&
    typeof size.height === 'number' &&
    typeof size.mime === 'string'
  );
}

export function toImageView(file: StoredFile): ImageView | null {
  if (!file?.url) return null;
  const stored = typeof file.formats === 'object' && file.formats !== null ? Object.entries(file.formats) : [];
  const formats: Record<string, ImageSizeView> = {};
  for (const [name, size] of stored) {
    if (isImageSize(size)) formats[name] = { url: size.url, width: size.width, height: size.height, mime: size.mime };
  }
  return { url: file.url, width: file.width ?? null, height: file.height ?? null, mime: file.mime ?? null, formats };
}

export function toCategoryView(row: CategoryRow): CategoryView {
  return {
    _id: row.documentId,
    name: row.name,
    slug: row.slug ?? null,
    description: row.description,
    imagePath: row.image?.url ?? null,
    image: toImageView(row.image),
    isTeen: row.isTeen === true,
    sortOrder: row.sortOrder ?? 0,
  };
}

export function toSubCategoryView(row: SubCategoryRow): SubCategoryView {
  return {
    _id: row.documentId,
    name: row.name,
    description: row.description,
    imagePath: row.image?.url ?? null,
    image: toImageView(row.image),
    categoryId: row.category?.documentId ?? null,
  };
}

function fileUrl(row: MediaRow, entitled: boolean): string | null {
  const url = row.file?.url;
  if (!url) return null;
  if (row.accessLevel === 'free') return url;
  if (!entitled) return null;
  const name = uploadFileName(url);
  return name ? signFileUrl(name) : null;
}

export function toMediaView(row: MediaRow, entitled: boolean): MediaView {
  return {
    _id: row.documentId,
    title: row.title,
    description: row.description,
    kind: row.kind,
    type: row.file?.mime ?? null,
    filename: fileUrl(row, entitled),
    backGrdImg: row.cover?.url ?? null,
    cover: toImageView(row.cover),
    accessLevel: row.accessLevel,
    duration: Number(row.durationMinutes ?? 0),
    breathPattern: row.breathPattern ?? null,
    libraryId: row.category ? toCategoryView(row.category) : null,
    subCategoryId: row.subCategory?.documentId ?? null,
  };
}
