/** Realistic Strapi 5 REST answers (flattened documents, `documentId`, media objects with relative URLs). */

const timestamps = {
  createdAt: '2026-11-21T22:00:00.000Z',
  updatedAt: '2026-11-21T22:00:00.000Z',
  publishedAt: '2026-11-21T22:00:00.000Z',
};

export function strapiMedia(id: number, url: string, alternativeText: string | null = null) {
  return {
    id,
    documentId: `media${id}`,
    name: url.split('/').pop(),
    alternativeText,
    caption: null,
    width: 1200,
    height: 600,
    formats: {
      thumbnail: { name: 'thumbnail', url: url.replace('/uploads/', '/uploads/thumbnail_'), width: 245, height: 123, mime: 'image/jpeg' },
      small: { name: 'small', url: url.replace('/uploads/', '/uploads/small_'), width: 500, height: 250, mime: 'image/jpeg' },
      small_webp: {
        name: 'small_webp',
        url: url.replace('/uploads/', '/uploads/webp_small_').replace(/\.jpg$/, '.webp'),
        width: 500,
        height: 250,
        mime: 'image/webp',
      },
    },
    hash: `hash${id}`,
    ext: '.jpg',
    mime: 'image/jpeg',
    size: 120.5,
    url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    ...timestamps,
  };
}

export const siteSettingPayload = {
  data: {
    id: 1,
    documentId: 'settings1',
    productName: 'Tate',
    siteTitle: 'Tate Web',
    metaDescription: 'Child-first meditations paired with a cuddly breathing buddy.',
    shopUrl: 'https://shop.example/tate',
    teenShopUrl: 'https://shop.example/teen',
    subscriptionShopUrl: 'https://shop.example/subscription',
    appStoreUrl: 'https://apps.example/ios',
    playStoreUrl: 'https://apps.example/android',
    socialLinks: [
      { id: 1, label: 'Instagram', url: 'https://instagram.example/tate' },
      { id: 2, label: 'Facebook', url: 'https://facebook.example/tate' },
    ],
    phone: '5551234567',
    email: 'hello@tate.example',
    streetAddress: '1 Calm Street',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 1A1',
    country: 'Canada',
    mailingListUrl: null,
    ...timestamps,
    locale: null,
  },
  meta: {},
};

export const bannersPayload = {
  data: [1, 2, 3, 4, 5].map((n) => ({
    id: n,
    documentId: `banner${n}`,
    title: `Banner ${n}`,
    link: n === 4 ? 'https://shop.example/subscription' : null,
    sortOrder: n,
    image: strapiMedia(10 + n, `/uploads/banner_${n}.jpg`, `Tate in scene ${n}`),
    ...timestamps,
  })),
  meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: 5 } },
};

export const notFoundPayload = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};
