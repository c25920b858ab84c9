import { z } from 'zod';
import type { CmsClient } from '../cms/client.server';
import type { LibraryCategory } from '../cms/library.server';
import type { Meditation } from '../cms/meditation';
import { mediaUrl } from '../cms/media-url.server';
import { responsiveImage } from '../cms/responsive-image.server';
import {
  fetchAboutPage,
  fetchHowItWorksPage,
  fetchSitePageDraft,
  fetchTatePage,
  fetchTermsPage,
  type TatePage,
  type TextPage,
} from '../cms/pages.server';
import { documentFields, mediaSchema, singleResponse } from '../cms/schemas.server';

/** The parameters of a preview link (CONTRACTS.md); the CMS checks the signature and the expiry. */
const previewLinkSchema = z.object({
  type: z.string().regex(/^api::[a-z-]+\.[a-z-]+$/),
  documentId: z.string().regex(/^[a-z0-9]{1,64}$/),
  expires: z.string().regex(/^\d{1,15}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export type PreviewLink = z.infer<typeof previewLinkSchema>;

export type Preview =
  | { kind: 'meditation'; category: LibraryCategory }
  | { kind: 'about'; page: Awaited<ReturnType<typeof fetchAboutPage>> }
  | { kind: 'text'; page: TextPage; fallbackHeading: string; ordered: boolean }
  | { kind: 'tate'; page: TatePage };

export function readPreviewLink(url: URL): PreviewLink | null {
  const parsed = previewLinkSchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : null;
}

/**
 * A CMS client whose reads return the draft the link names: every read goes to the CMS preview
 * endpoint with the link, which verifies it and answers in the REST shape, so the site's own fetchers
 * and mappers render the draft exactly as they will render the published page. Drafts are not public:
 * they never go through the public cache.
 */
function draftClient(cms: CmsClient, link: PreviewLink): CmsClient {
  const readDraft: CmsClient['get'] = (_path, query, schema) => cms.getUncached('preview', { ...query, ...link }, schema);
  return { ...cms, get: readDraft, getUncached: readDraft };
}

/** A draft meditation in Strapi's REST shape (the preview endpoint answers in it). */
const previewMeditationSchema = z.object({
  ...documentFields,
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['audio', 'video']),
  cover: mediaSchema.nullable(),
  accessLevel: z.enum(['free', 'paid']),
  durationMinutes: z.coerce.number().nullable(),
  category: z.object({ name: z.string(), slug: z.string(), description: z.string().nullable(), image: mediaSchema.nullable() }).nullable(),
});

/** The draft as the library's card shows a meditation; it does not play (its file is never part of a preview). */
function draftMeditation(publicUrl: string, draft: z.infer<typeof previewMeditationSchema>): Meditation {
  return {
    id: draft.documentId,
    title: draft.title,
    description: draft.description ?? '',
    kind: draft.kind,
    type: null,
    src: null,
    imageUrl: draft.cover ? mediaUrl(publicUrl, draft.cover.url) : null,
    image: draft.cover ? responsiveImage(publicUrl, draft.cover) : null,
    isPaid: draft.accessLevel === 'paid',
    durationMinutes: draft.durationMinutes ?? 0,
    categoryId: null,
    subCategoryId: null,
    breathPattern: null,
    percentCompleted: null,
  };
}

async function fetchMeditationPreview(cms: CmsClient): Promise<LibraryCategory> {
  const { data } = await cms.get(
    'meditation',
    { 'populate[cover]': 'true', 'populate[category][populate][image]': 'true' },
    singleResponse(previewMeditationSchema),
  );
  const publicUrl = cms.config.publicUrl;
  return {
    id: data.documentId,
    name: data.category?.name ?? 'No category yet',
    slug: data.category?.slug ?? 'preview',
    description: data.category?.description ?? '',
    imageUrl: data.category?.image ? mediaUrl(publicUrl, data.category.image.url) : null,
    image: data.category?.image ? responsiveImage(publicUrl, data.category.image) : null,
    items: [draftMeditation(publicUrl, data)],
  };
}

export async function loadPreview(cms: CmsClient, link: PreviewLink): Promise<Preview | null> {
  const drafts = draftClient(cms, link);
  switch (link.type) {
    case 'api::meditation.meditation':
      return { kind: 'meditation', category: await fetchMeditationPreview(drafts) };
    case 'api::about-page.about-page':
      return { kind: 'about', page: await fetchAboutPage(drafts) };
    case 'api::how-it-works-page.how-it-works-page':
      return { kind: 'text', page: await fetchHowItWorksPage(drafts), fallbackHeading: 'How it works', ordered: true };
    case 'api::terms-page.terms-page':
      return { kind: 'text', page: await fetchTermsPage(drafts), fallbackHeading: 'Terms and conditions', ordered: false };
    case 'api::tate-page.tate-page':
      return { kind: 'tate', page: await fetchTatePage(drafts) };
    case 'api::page.page': {
      const page = await fetchSitePageDraft(drafts);
      return { kind: 'text', page, fallbackHeading: page.title, ordered: false };
    }
    default:
      return null;
  }
}
