import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { VideoPlayer } from '@tate/player-sdk/react/video-player';
import { Alert, LinkButton, StoreBadges } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { fetchSiteSettings } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { fetchWelcomeGuide } from '../cms/pages.server';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { appStoreLinks } from '../layout/app-links';
import { ExternalLinkList } from '../layout/ExternalLink';
import { BLUETOOTH_SETTINGS_UNSUPPORTED, bluetoothSettingsLink } from '../marketing/bluetooth-settings';
import { TextPageView } from '../marketing/TextPageView';
import { videoPlayerStyles } from '../library/video-player-styles';
import { pageTitle } from '../seo/page-title';
import { PageSection } from '../layout/PageSection';

export const links: LinksFunction = () => videoPlayerStyles;

/**
 * `?bluetooth=open` is the Bluetooth settings opener: a phone is sent on to its own settings link, a computer gets the
 * page back with the spec's message. The page itself is the same for every browser.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const askedForSettings = new URL(request.url).searchParams.get('bluetooth') === 'open';
  const settingsLink = askedForSettings ? bluetoothSettingsLink(request.headers.get('User-Agent')) : null;
  if (settingsLink) throw redirect(settingsLink, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
  const client = cms();
  const [page, settings] = await loadFromCms(() => Promise.all([fetchWelcomeGuide(client), fetchSiteSettings(client)]));
  return data(
    {
      page,
      appLinks: appStoreLinks(settings),
      bluetoothUnsupported: askedForSettings,
    },
    // The opener's answer depends on the browser (a phone is sent on): not a page to share with another visitor.
    { headers: askedForSettings ? { 'Cache-Control': PRIVATE_PAGE_CACHE } : undefined },
  );
}

/** The page's own caching when the opener was asked for, else the site's (the root's). */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const pageHeaders = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control') ?? parentHeaders.get('Cache-Control');
  if (cacheControl) pageHeaders.set('Cache-Control', cacheControl);
  return pageHeaders;
};

/** Step two of the guide: pair the toy in the phone's Bluetooth settings, opened from here. */
function BluetoothSettings({ unsupported }: { unsupported: boolean }) {
  return (
    <PageSection headingId="bluetooth-heading" heading="Connect Tate with Bluetooth" id="bluetooth" className="page">
      <p>Switch Tate on, then open your phone's Bluetooth settings and choose Tate from the list.</p>
      {unsupported ? <Alert tone="info">{BLUETOOTH_SETTINGS_UNSUPPORTED}</Alert> : null}
      <p>
        <LinkButton href="/welcome-details?bluetooth=open#bluetooth" variant="secondary">
          Open Bluetooth settings
        </LinkButton>
      </p>
    </PageSection>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: pageTitle(loaded?.page.heading ?? 'Welcome') }];

/** The getting-started guide for a new toy owner, with the app download links. */
export default function WelcomeDetails() {
  const { page, appLinks, bluetoothUnsupported } = useLoaderData<typeof loader>();
  return (
    <>
      <TextPageView page={page} fallbackHeading="Welcome" ordered />
      <BluetoothSettings unsupported={bluetoothUnsupported} />
      {appLinks.length > 0 ? (
        <PageSection headingId="apps-heading" heading="Get the Tate app" className="page">
          <StoreBadges links={appLinks} />
        </PageSection>
      ) : null}
      {page.video ? (
        <PageSection headingId="video-heading" heading={page.video.heading} className="page">
          <div className="page__video">
            <VideoPlayer
              media={{ src: page.video.url, title: page.video.heading, artwork: page.video.poster ?? undefined, type: 'video/mp4' }}
              captions={page.video.captions ? { src: page.video.captions, language: 'en', label: 'English' } : undefined}
            />
          </div>
        </PageSection>
      ) : null}
      {page.social.links.length > 0 ? (
        <PageSection headingId="social-heading" heading={page.social.heading} className="page">
          <ExternalLinkList links={page.social.links} className="page__social-links" />
        </PageSection>
      ) : null}
    </>
  );
}
