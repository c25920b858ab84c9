import type { z } from 'zod';
import type { CmsClient } from './client.server';
import type { ResponsiveImageSource } from '@tate/ui';
import { mediaUrl } from './media-url.server';
import { pictureOf } from './responsive-image.server';
import {
  aboutPageSchema,
  contactDetailsSchema,
  faqSchema,
  howItWorksPageSchema,
  pageCaptionsSchema,
  privacyPageResponseSchema,
  sectionSchema,
  sitePageSchema,
  stepSchema,
  sitePageSlugSchema,
  tatePageSchema,
  teenPageSchema,
  termsPageSchema,
  welcomeGuideSchema,
} from './page-schemas.server';
import { listAll } from './list-all.server';
import { phoneNumber, type PhoneNumber } from '../locale/phone-number.server';
import { siteLocale } from '../locale/site-locale';
import { listResponse, singleResponse, type CmsMedia } from './schemas.server';

/** A titled block of text; `items`, when present, are shown as a list under the body; a step may have a picture. */
export type TextBlock = { heading: string; body: string; items?: string[]; picture?: ResponsiveImageSource | null };

/** A marketing page as the web app renders it: a heading, an intro and titled blocks of text. */
export type TextPage = {
  heading: string | null;
  intro: string | null;
  blocks: TextBlock[];
};

/** A numbered step (how it works, the welcome guide) as a block of text with its picture. */
function stepBlock(publicUrl: string, step: z.infer<typeof stepSchema>): TextBlock {
  return { heading: step.title, body: step.description ?? '', picture: step.image ? pictureOf(publicUrl, step.image) : null };
}

/** A page section as a block of text. */
function sectionBlock(section: z.infer<typeof sectionSchema>): TextBlock {
  return { heading: section.heading, body: section.body ?? '' };
}

/** A page made of sections (terms, library details, a published site page, the teen page) as a text page. */
function sectionsPage(data: z.infer<typeof termsPageSchema>): TextPage {
  return {
    heading: data.heading,
    intro: data.intro,
    blocks: data.sections.map(sectionBlock),
  };
}

/** A page of numbered steps (how it works, the welcome guide) as a text page. */
function stepsPage(publicUrl: string, data: z.infer<typeof howItWorksPageSchema>): TextPage {
  return {
    heading: data.heading,
    intro: data.intro,
    blocks: data.steps.map((step) => stepBlock(publicUrl, step)),
  };
}

/** The steps with their pictures. */
const STEPS_WITH_PICTURES = { 'populate[steps][populate][image]': 'true' };

export type TatePage = {
  heading: string | null;
  bio: string | null;
  image: Picture | null;
};

export type Faq = { id: string; question: string; answer: string };

export async function fetchHowItWorksPage(cms: CmsClient): Promise<TextPage> {
  const { data } = await cms.get(
    'how-it-works-page',
    STEPS_WITH_PICTURES,
    singleResponse(howItWorksPageSchema)
  );
  return stepsPage(cms.config.publicUrl, data);
}

/**
 * The pages whose video may have captions. A `<track>` is read only from the page's own origin, so the web serves each
 * page's captions file at /page-captions/{page} (routes/page-captions.ts), and the video's `captions` is that path.
 */
export const CAPTIONED_PAGES = ['welcome-guide', 'teen-page'] as const;

export type CaptionedPage = (typeof CAPTIONED_PAGES)[number];

/** A page's video as its page shows it: the file's and the poster's addresses, and the captions' path. */
type PageVideo = { url: string; poster: string | null; captions: string | null };

/** The populate query of a page's video, its poster and its captions. */
const WITH_VIDEO = { 'populate[video]': 'true', 'populate[videoPoster]': 'true', 'populate[captions]': 'true' };

/** A captioned page's video, or null without one. */
function pageVideo(publicUrl: string, page: CaptionedPage, data: Pick<z.infer<typeof teenPageSchema>, 'video' | 'videoPoster' | 'captions'>): PageVideo | null {
  if (!data.video) return null;
  return {
    url: mediaUrl(publicUrl, data.video.url),
    poster: data.videoPoster ? mediaUrl(publicUrl, data.videoPoster.url) : null,
    captions: data.captions ? `/page-captions/${page}` : null,
  };
}

/** Where the CMS keeps a page video's captions file (its address as the web server reaches it), or null without one. */
export async function fetchPageCaptionsFile(cms: CmsClient, page: CaptionedPage): Promise<string | null> {
  const { data } = await cms.get(page, { 'populate[captions]': 'true' }, singleResponse(pageCaptionsSchema));
  return data.captions ? mediaUrl(cms.config.baseUrl, data.captions.url) : null;
}

export type WelcomeGuide = TextPage & {
  video: (PageVideo & { heading: string }) | null;
  social: { heading: string; links: { label: string; url: string }[] };
};

export async function fetchWelcomeGuide(cms: CmsClient): Promise<WelcomeGuide> {
  const { data } = await cms.get(
    'welcome-guide',
    { ...STEPS_WITH_PICTURES, ...WITH_VIDEO, 'populate[socialLinks]': 'true' },
    singleResponse(welcomeGuideSchema)
  );
  const publicUrl = cms.config.publicUrl;
  const video = pageVideo(publicUrl, 'welcome-guide', data);
  return {
    ...stepsPage(publicUrl, data),
    video: video && { ...video, heading: data.videoHeading ?? 'How to connect Tate' },
    social: { heading: data.socialHeading ?? 'Follow Tate', links: data.socialLinks },
  };
}

export async function fetchTermsPage(cms: CmsClient): Promise<TextPage> {
  const { data } = await cms.get('terms-page', { 'populate[sections]': 'true' }, singleResponse(termsPageSchema));
  return sectionsPage(data);
}

export type PrivacyPage = TextPage & { version: string };

/**
 * The privacy notice: the editors' sections, then how long each thing is kept, worded here from the periods the CMS
 * enforces (apps/cms/src/api/privacy/lib/retention.ts), so the notice and the retention job cannot disagree.
 */
export async function fetchPrivacyPage(cms: CmsClient): Promise<PrivacyPage> {
  const { data, meta } = await cms.get('privacy-page', { 'populate[sections]': 'true' }, privacyPageResponseSchema);
  const { historyMonths, inactiveAccountMonths, erasureNoticeDays } = meta.retention;
  const retention: TextBlock = {
    heading: 'How long we keep it',
    body: 'We keep each thing only as long as it is useful to your family:',
    items: [
      `What your child listened to: ${historyMonths} months. After that we add it to your child's totals (minutes listened, meditations finished) and delete the details.`,
      `An account nobody signs in to for ${inactiveAccountMonths} months: we e-mail you, and ${erasureNoticeDays} days later we erase the account and everything in it, unless you sign in.`,
      "A child's profile, photo and favourites: until you delete them, or the account is erased.",
      'Records of payments: as long as tax law requires us to keep them.',
    ],
  };
  return { heading: data.heading, intro: data.intro, version: data.version, blocks: [...data.sections.map(sectionBlock), retention] };
}

/** A page an editor published at /{slug}: a text page with its own title and search description. */
export type SitePage = TextPage & { title: string; description: string | null };

/** The address part a page's slug may be (Strapi's uid: lower-case words joined by hyphens). */
export const SITE_PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toSitePage(data: z.infer<typeof sitePageSchema>): SitePage {
  return { title: data.title, description: data.description, ...sectionsPage(data) };
}

/** The published page at /{slug}, or null when there is none. */
export async function fetchSitePage(cms: CmsClient, slug: string): Promise<SitePage | null> {
  const { data } = await cms.get(
    'pages',
    { 'filters[slug][$eq]': slug, 'populate[sections]': 'true' },
    listResponse(sitePageSchema),
  );
  const [page] = data;
  return page ? toSitePage(page) : null;
}

/** A page's draft, read through a preview client (preview.server.ts). */
export async function fetchSitePageDraft(cms: CmsClient): Promise<SitePage> {
  const { data } = await cms.get('pages', { 'populate[sections]': 'true' }, singleResponse(sitePageSchema));
  return toSitePage(data);
}

/** The addresses of the published pages, for the sitemap. */
export async function fetchSitePagePaths(cms: CmsClient): Promise<string[]> {
  const pages = await listAll(cms, 'pages', { 'fields[0]': 'slug', sort: 'slug:asc' }, sitePageSlugSchema);
  return pages.map((page) => `/${page.slug}`);
}

/** The members' page about the library (library-details-page single type). */
export async function fetchLibraryDetailsPage(cms: CmsClient): Promise<TextPage> {
  const { data } = await cms.get('library-details-page', { 'populate[sections]': 'true' }, singleResponse(termsPageSchema));
  return sectionsPage(data);
}

export async function fetchTatePage(cms: CmsClient): Promise<TatePage> {
  const { data } = await cms.get('tate-page', { 'populate[image]': 'true' }, singleResponse(tatePageSchema));
  return {
    heading: data.heading,
    bio: data.bio,
    image: data.image ? pictureOf(cms.config.publicUrl, data.image) : null,
  };
}

export async function fetchFaqs(cms: CmsClient): Promise<Faq[]> {
  const faqs = await listAll(cms, 'faqs', { sort: 'sortOrder:asc' }, faqSchema);
  return faqs.map((faq) => ({
    id: faq.documentId,
    question: faq.question,
    answer: faq.answer ?? '',
  }));
}

export type ContactDetails = {
  email: string | null;
  phone: PhoneNumber | null;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  addressLines: string[];
  socialLinks: { label: string; url: string }[];
};

/** The contact block of the site settings: e-mail, phone, postal address lines, social profiles and the app's stores. */
export async function fetchContactDetails(cms: CmsClient): Promise<ContactDetails> {
  const { data } = await cms.get(
    'site-setting',
    { 'populate[socialLinks]': 'true' },
    singleResponse(contactDetailsSchema)
  );
  const cityLine = [data.city, data.province, data.postalCode].filter(Boolean).join(', ');
  return {
    email: data.email,
    phone: phoneNumber(data.phone, siteLocale(data.locale)),
    appStoreUrl: data.appStoreUrl,
    playStoreUrl: data.playStoreUrl,
    addressLines: [data.streetAddress, cityLine, data.country].filter((line): line is string => Boolean(line)),
    socialLinks: data.socialLinks,
  };
}

/** A CMS picture as <ResponsiveImage> shows it. */
export type Picture = ResponsiveImageSource;

export type AboutPage = {
  heading: string | null;
  storyParagraphs: string[];
  founderName: string | null;
  founderBiography: string | null;
  founderImage: Picture | null;
  gallery: Picture[];
  howItWorks: { heading: string; text: string | null; image: Picture } | null;
};

export async function fetchAboutPage(cms: CmsClient): Promise<AboutPage> {
  const { data } = await cms.get(
    'about-page',
    {
      'populate[founderImage]': 'true',
      'populate[gallery]': 'true',
      'populate[howItWorksImage]': 'true',
    },
    singleResponse(aboutPageSchema)
  );
  const picture = (media: CmsMedia): Picture => pictureOf(cms.config.publicUrl, media);
  return {
    heading: data.heading,
    storyParagraphs: (data.story ?? '').split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== ''),
    founderName: data.founderName,
    founderBiography: data.founderBiography,
    founderImage: data.founderImage ? picture(data.founderImage) : null,
    gallery: (data.gallery ?? []).map(picture),
    howItWorks: data.howItWorksImage
      ? {
          heading: data.howItWorksHeading ?? 'How it works',
          text: data.howItWorksText ?? null,
          image: picture(data.howItWorksImage),
        }
      : null,
  };
}

export type TeenPage = TextPage & {
  video: PageVideo | null;
  linkedImage: (Picture & { href: string }) | null;
  shopLabel: string;
  shopUrl: string | null;
};

export async function fetchTeenPage(cms: CmsClient): Promise<TeenPage> {
  const { data } = await cms.get(
    'teen-page',
    { 'populate[sections]': 'true', ...WITH_VIDEO, 'populate[linkedImage]': 'true' },
    singleResponse(teenPageSchema)
  );
  const publicUrl = cms.config.publicUrl;
  return {
    ...sectionsPage(data),
    video: pageVideo(publicUrl, 'teen-page', data),
    linkedImage:
      data.linkedImage && data.linkedImageUrl
        ? { ...pictureOf(publicUrl, data.linkedImage, data.linkedImage.alternativeText || 'Tate for teens'), href: data.linkedImageUrl }
        : null,
    shopLabel: data.shopLabel ?? 'Get Tate Now',
    shopUrl: data.shopUrl,
  };
}
