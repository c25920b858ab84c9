import { useLoaderData } from '@remix-run/react';
import { LinkButton } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { fetchSiteSettings } from '../cms/content.server';
import { loadFromCms } from '../cms/load.server';
import { fetchWelcomeGuide } from '../cms/pages.server';
import { ExternalLink } from '../layout/ExternalLink';
import { TextPageView } from '../marketing/TextPageView';

export async function loader() {
  const client = cms();
  const [page, settings] = await loadFromCms(() => Promise.all([fetchWelcomeGuide(client), fetchSiteSettings(client)]));
  return { page, appStoreUrl: settings.appStoreUrl, playStoreUrl: settings.playStoreUrl };
}

/** The getting-started guide for a new toy owner, with the app download links. */
export default function WelcomeDetails() {
  const { page, appStoreUrl, playStoreUrl } = useLoaderData<typeof loader>();
  return (
    <>
      <TextPageView page={page} fallbackHeading="Welcome" ordered />
      {appStoreUrl || playStoreUrl ? (
        <section className="page" aria-labelledby="apps-heading">
          <h2 id="apps-heading">Get the Tate app</h2>
          <ul className="page__app-links">
            {appStoreUrl ? (
              <li>
                <LinkButton href={appStoreUrl} target="_blank" rel="noopener noreferrer" variant="secondary">
                  Download on the App Store
                  <span className="tate-visually-hidden"> (opens in a new tab)</span>
                </LinkButton>
              </li>
            ) : null}
            {playStoreUrl ? (
              <li>
                <LinkButton href={playStoreUrl} target="_blank" rel="noopener noreferrer" variant="secondary">
                  Get it on Google Play
                  <span className="tate-visually-hidden"> (opens in a new tab)</span>
                </LinkButton>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {page.video ? (
        <section className="page" aria-labelledby="video-heading">
          <h2 id="video-heading">{page.video.heading}</h2>
          <video src={page.video.url} controls preload="metadata" className="page__video" aria-labelledby="video-heading" />
        </section>
      ) : null}
      {page.social.links.length > 0 ? (
        <section className="page" aria-labelledby="social-heading">
          <h2 id="social-heading">{page.social.heading}</h2>
          <ul className="page__social-links">
            {page.social.links.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
