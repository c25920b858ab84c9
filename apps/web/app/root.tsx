import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { LinkComponentProvider, useIsHydrated } from '@tate/ui';
import nunitoBold from '@tate/ui/fonts/nunito-700-basic.woff2?url';
import nunitoRegular from '@tate/ui/fonts/nunito-400-basic.woff2?url';
import { Suspense, type ReactNode } from 'react';
import { loadHeaderAccount } from './account/header-account.server';
import { childModeGuard } from './child-mode/guard.server';
import { cms } from './cms/cms.server';
import { fetchSiteSettings } from './cms/content.server';
import { loadFromCms } from './cms/load.server';
import { lazyComponent } from './chunks/lazy-component';
import { AppLink } from './navigation/AppLink';
import { CMS_UNAVAILABLE_MESSAGE } from './cms/messages';
import { SiteHeader } from './layout/SiteHeader';
import { skipSmallChanges } from './navigation/revalidation';
import { layoutVisibility } from './layout/visibility';
import { useNonce } from './security/nonce';
import { SeoTags } from './seo/SeoTags';
import { siteOrigin } from './http/site-url.server';
import appStyles from './styles/app.css?url';
import { PRIVATE_PAGE_CACHE } from './http/page-cache';
import { FlashToast } from './toast/FlashToast';
import { LazyToastRegion } from './toast/toasts';
import { getToast } from './toast/toast.server';
import { getChildMode } from './session.server';

// Below the first screen and needed for no first interaction, the footer and the newsletter slide-in's host load after
// the page's first scripts (docs/decisions/2026-11-29-root-after-hydration.md). The server sends the footer whole: it
// works without JavaScript and hydrates once its chunk has arrived.
const SiteFooter = lazyComponent(() => import('./layout/SiteFooter').then((module) => module.SiteFooter));
const NewsletterPopupHost = lazyComponent(() => import('./newsletter/NewsletterPopupHost').then((module) => module.NewsletterPopupHost));

// A real icon file keeps the browser's automatic /favicon.ico request away from the routes (it would run the root
// loader and consume a pending toast).
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The text's two weights arrive with the styles, before the first paint: no line moves when they swap in (CLS). Only
  // their basic part: a page with an accented letter fetches that weight's extended part (@tate/ui's bundle-fonts.mjs).
  { rel: 'preload', href: nunitoRegular, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: nunitoBold, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // One stylesheet: app.css bundles the kit's styles first (the first paint waited for two requests).
  { rel: 'stylesheet', href: appStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // A device in child mode shows only the child's library (child-mode/guard.server.ts).
  const elsewhere = await childModeGuard(request);
  if (elsewhere) throw elsewhere;
  const settings = await loadFromCms(() => fetchSiteSettings(cms()));
  const { toast, headers } = await getToast(request);
  const { account, setCookie } = await loadHeaderAccount(request);
  const responseHeaders = new Headers(headers ?? undefined);
  if (setCookie) responseHeaders.append('Set-Cookie', setCookie);
  if (account !== null || toast !== null) responseHeaders.set('Cache-Control', PRIVATE_PAGE_CACHE);
  const childMode = await getChildMode(request);
  return data({ settings, account, childMode, toast, origin: siteOrigin(request) }, { headers: responseHeaders });
}

/** Every page inherits the root's caching decision (a signed-in visitor's page is private); see app/http/page-cache.ts. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const pageHeaders = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) pageHeaders.set('Cache-Control', cacheControl);
  return pageHeaders;
};

export const meta: MetaFunction<typeof loader> = ({ data: rootData }) => [
  { title: rootData?.settings.siteTitle ?? 'Tate Web' },
];

/** The account data in the root changes only through account actions, not through searches or the player. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => skipSmallChanges(args, { readsQuery: false });

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const visible = layoutVisibility(pathname);
  const settings = rootData?.settings;
  const nonce = useNonce();

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* viewport-fit=cover lets the phone player sheet reach under the notch and the home bar (it pads itself by the
            safe areas); the page keeps clear of a landscape notch through the body's padding (styles/app.css). */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        {settings && rootData ? <SeoTags settings={settings} origin={rootData.origin} pathname={pathname} /> : null}
        <Links />
      </head>
      <body>
        {/* The kit's links (LinkButton, MediaCard) navigate through Remix instead of reloading the page. */}
        <LinkComponentProvider value={AppLink}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {settings && visible.header ? <SiteHeader settings={settings} account={rootData.account} childMode={rootData.childMode} /> : null}
        {rootData?.toast ? <FlashToast key={rootData.toast.id} toast={rootData.toast} /> : null}
        <LazyToastRegion />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {settings && visible.footer && !rootData.childMode ? (
          <Suspense fallback={null}>
            <SiteFooter settings={settings} showNewsletter={visible.newsletter} />
          </Suspense>
        ) : null}
        <NewsletterPopupOnceHydrated signedIn={Boolean(rootData?.account)} />
        </LinkComponentProvider>
        {visible.restoresScroll ? <ScrollRestoration nonce={nonce} /> : null}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The newsletter slide-in's host, mounted once the page is hydrated (it draws nothing before the visitor scrolls). Its
 * own component, so that hydrating re-renders it alone: an update reaching the page's layout before the footer's chunk
 * arrived would make React draw the footer again from scratch.
 */
function NewsletterPopupOnceHydrated({ signedIn }: { signedIn: boolean }) {
  const hydrated = useIsHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <NewsletterPopupHost signedIn={signedIn} />
    </Suspense>
  ) : null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <section className="page error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{unavailable ? 'Please try again soon' : 'Something went wrong'}</h1>
      <p>{unavailable ? CMS_UNAVAILABLE_MESSAGE : 'We could not show this page. Please try again.'}</p>
      <p>
        <a href="/home">Back to the home page</a>
      </p>
    </section>
  );
}
