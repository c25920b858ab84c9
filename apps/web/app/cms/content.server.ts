import type { CmsClient } from './client.server';
import { CmsError } from './errors.server';
import type { ResponsiveImageSource } from '@tate/ui';
import { pictureOf } from './responsive-image.server';
import { phoneNumber, type PhoneNumber } from '../locale/phone-number.server';
import { siteLocale } from '../locale/site-locale';
import { mediaUrl } from './media-url.server';
import {
  bannerSchema,
  homePageSchema,
  listResponse,
  siteSettingSchema,
  singleResponse,
  testimonialSchema,
} from './schemas.server';

export type SiteSettings = {
  productName: string;
  siteTitle: string;
  metaDescription: string;
  shopUrl: string | null;
  subscriptionShopUrl: string | null;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  socialLinks: { label: string; url: string }[];
  /** The site's language and region (en-CA unless the editors set another): dates and phone numbers follow it. */
  locale: string;
  phone: PhoneNumber | null;
  email: string | null;
  /** Tate's goodnight, played when a bedtime routine ends (and out of the plush when it is the speaker). */
  goodnightClipUrl: string | null;
};

export type HomePage = {
  heading: string | null;
  intro: string | null;
  /** The hero's button to sign-up, e.g. "Start your 14-day free trial". */
  trialCallToAction: string | null;
  reasonsHeading: string | null;
  reasons: { title: string; description: string | null }[];
  trialPopupText: string | null;
  trialPopupButtonLabel: string | null;
  testimonialsHeading: string | null;
  /** Links to /subscribe. */
  tagImage: ResponsiveImageSource | null;
  /** Links to /product/details. */
  productImage: ResponsiveImageSource | null;
};

/** A slide of the home hero: its art, its message printed on the art, and a link with its own words. */
export type Banner = { id: string; image: ResponsiveImageSource; message: string; link: string | null; linkLabel: string | null };

export type Testimonial = { id: string; title: string; message: string; name: string; designation: string | null };

const bySortOrder = { sort: 'sortOrder:asc' };

/** Every page's root loader reads the settings: their answer's schema is made once. */
const siteSettingResponse = singleResponse(siteSettingSchema);

export async function fetchSiteSettings(cms: CmsClient): Promise<SiteSettings> {
  const { data } = await cms.get(
    'site-setting',
    { 'populate[socialLinks]': 'true', 'populate[goodnightClip]': 'true' },
    siteSettingResponse,
  );
  const locale = siteLocale(data.locale);
  return {
    productName: data.productName,
    siteTitle: data.siteTitle,
    metaDescription: data.metaDescription ?? '',
    shopUrl: data.shopUrl,
    subscriptionShopUrl: data.subscriptionShopUrl,
    appStoreUrl: data.appStoreUrl,
    playStoreUrl: data.playStoreUrl,
    socialLinks: data.socialLinks,
    locale,
    phone: phoneNumber(data.phone, locale),
    email: data.email,
    goodnightClipUrl: data.goodnightClip ? mediaUrl(cms.config.publicUrl, data.goodnightClip.url) : null,
  };
}

/** The home page single type is optional content: an unpublished one gives `null`. */
export async function fetchHomePage(cms: CmsClient): Promise<HomePage | null> {
  try {
    const { data } = await cms.get(
      'home-page',
      { 'populate[reasons]': 'true', 'populate[tagImage]': 'true', 'populate[productImage]': 'true' },
      singleResponse(homePageSchema),
    );
    const picture = (media: typeof data.tagImage) => (media ? pictureOf(cms.config.publicUrl, media) : null);
    return {
      heading: data.heading,
      intro: data.intro,
      trialCallToAction: data.trialCallToAction ?? null,
      reasonsHeading: data.reasonsHeading,
      reasons: data.reasons,
      trialPopupText: data.trialPopupText,
      trialPopupButtonLabel: data.trialPopupButtonLabel,
      testimonialsHeading: data.testimonialsHeading,
      tagImage: picture(data.tagImage),
      productImage: picture(data.productImage),
    };
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

export async function fetchBanners(cms: CmsClient): Promise<Banner[]> {
  const { data } = await cms.get(
    'banners',
    { ...bySortOrder, 'populate[image]': 'true', 'pagination[pageSize]': '20' },
    listResponse(bannerSchema),
  );
  return data.map((banner) => ({
    id: banner.documentId,
    image: pictureOf(cms.config.publicUrl, banner.image),
    message: banner.title,
    link: banner.link || null,
    linkLabel: banner.linkLabel || null,
  }));
}

export async function fetchTestimonials(cms: CmsClient): Promise<Testimonial[]> {
  const { data } = await cms.get(
    'testimonials',
    { sort: 'createdAt:asc', 'pagination[pageSize]': '50' },
    listResponse(testimonialSchema),
  );
  return data.map((testimonial) => ({
    id: testimonial.documentId,
    title: testimonial.title,
    message: testimonial.message,
    name: testimonial.name,
    designation: testimonial.designation,
  }));
}
