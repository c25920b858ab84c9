import { index, route, type RouteConfig } from '@remix-run/route-config';
import { memberPages, publicPages } from './pages/page-titles';

/** Public pages with their own route module below; the other public pages share the placeholder. */
const marketingPaths = new Set([
  '/howitworks',
  '/termscondtion',
  '/tate',
  '/faq',
  '/about',
  '/contact',
  '/welcome',
  '/welcome-details',
  '/tate-for-teen',
  '/subscribe',
  '/retail',
]);

/** The spec's route table (section 2). Pages without content yet share one placeholder module each. */
export default [
  index('routes/home.tsx', { id: 'routes/home-index' }),
  route('home', 'routes/home.tsx'),
  route('library', 'routes/library.tsx'),
  route('library/:childId', 'routes/library.tsx', { id: 'library-child' }),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('change-password', 'routes/change-password.tsx'),
  route('account/details', 'routes/account-details.tsx'),
  route('child-profile', 'routes/child-profile.tsx', { id: 'child-profile-query' }),
  route('child-profile/:id', 'routes/child-profile.tsx'),
  route('favourites', 'routes/favourites.tsx'),
  route('player/media/:mediaId', 'routes/player-media.tsx'),
  route('player/history', 'routes/player-history.tsx'),
  route('player/file/:mediaId', 'routes/player-file.tsx'),
  route('tate-media-sw.js', 'routes/media-service-worker.ts'),
  route('player/favourite', 'routes/player-favourite.tsx'),
  route('account/create-child', 'routes/child-form.tsx', { id: 'child-form-create' }),
  route('account/edit-child/:childId', 'routes/child-form.tsx', { id: 'child-form-edit' }),
  route('createchild', 'routes/child-form.tsx', { id: 'child-form-createchild' }),
  route('howitworks', 'routes/how-it-works.tsx'),
  route('termscondtion', 'routes/terms.tsx'),
  route('tate', 'routes/tate.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('about', 'routes/about.tsx'),
  route('tate-for-teen', 'routes/tate-for-teen.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('welcome', 'routes/welcome.tsx'),
  route('welcome-details', 'routes/welcome-details.tsx'),
  route('subscribe', 'routes/subscribe.tsx'),
  route('retail', 'routes/retail.tsx'),
  route('product/details', 'routes/product-details.tsx'),
  ...Object.keys(publicPages)
    .filter((path) => !marketingPaths.has(path))
    .map((path) => route(path, 'routes/public-page.tsx', { id: `public-page${path.replaceAll('/', '-')}` })),
  ...Object.keys(memberPages).map((path) =>
    route(path, 'routes/member-page.tsx', { id: `member-page${path.replaceAll(/[/:]/g, '-')}` }),
  ),
  route('account', 'routes/account-index.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('trial-popup', 'routes/trial-popup.tsx'),
  route('newsletter-popup', 'routes/newsletter-popup.tsx'),
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
