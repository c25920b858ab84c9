/** Demo external addresses (the shop runs on another site). The `.example` domain is reserved and resolves nowhere. */
export const demoLinks = {
  shopUrl: 'https://shop.tate.example/products/tate-plush',
  teenShopUrl: 'https://shop.tate.example/products/tate-teen-subscription',
  subscriptionShopUrl: 'https://shop.tate.example/products/tate-subscription',
  appStoreUrl: 'https://apps.apple.com/app/tate-mindfulness/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=example.tate.mindfulness',
  mailingListUrl: 'https://lists.tate.example/subscribe/post?u=demo&id=demo',
  instagramUrl: 'https://www.instagram.com/tate.example',
};
