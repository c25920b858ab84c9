import { Link } from '@remix-run/react';
import { StoreBadges } from '@tate/ui';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../cms/content.server';
import { appStoreLinks } from './app-links';
import { ExternalLinkList } from './ExternalLink';
import { NewsletterForm } from './NewsletterForm';
import { PageSection } from './PageSection';
import { ABOUT_LINK, CONTACT_LINK, HOW_IT_WORKS_LINK, LIBRARY_LINK, TEENS_LINK } from './site-links';

type Props = {
  settings: Pick<SiteSettings, 'productName' | 'appStoreUrl' | 'playStoreUrl' | 'socialLinks' | 'phone' | 'email'>;
  showNewsletter: boolean;
};

const footerLinks = [
  HOW_IT_WORKS_LINK,
  LIBRARY_LINK,
  ABOUT_LINK,
  TEENS_LINK,
  { href: '/faq', label: 'FAQ' },
  CONTACT_LINK,
  { href: '/partners', label: 'For partners' },
  { href: '/termscondtion', label: 'Terms and conditions' },
  { href: '/privacy', label: 'Privacy' },
];

/** A column of the footer under its heading. */
function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <PageSection headingId={id} heading={heading} headingClassName="site-footer__heading">
      {children}
    </PageSection>
  );
}

/** The site's links, the app stores and the ways to reach us; a column the editors left empty is not shown. */
export function SiteFooter({ settings, showNewsletter }: Props) {
  const storeLinks = appStoreLinks(settings);
  const hasPhoneOrEmail = Boolean(settings.phone || settings.email);
  const hasContact = hasPhoneOrEmail || settings.socialLinks.length > 0;
  return (
    <footer className="site-footer">
      {showNewsletter ? <NewsletterForm /> : null}
      <div className="site-footer__columns">
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {storeLinks.length > 0 ? (
          <FooterColumn id="footer-apps" heading="Get the app">
            <StoreBadges links={storeLinks} className="site-footer__stores" />
          </FooterColumn>
        ) : null}
        {hasContact ? (
          <FooterColumn id="footer-contact" heading="Say hello">
            {hasPhoneOrEmail ? (
              <ul>
                {settings.phone ? (
                  <li>
                    <a href={settings.phone.href}>{settings.phone.display}</a>
                  </li>
                ) : null}
                {settings.email ? (
                  <li>
                    <a href={`mailto:${settings.email}`}>{settings.email}</a>
                  </li>
                ) : null}
              </ul>
            ) : null}
            {settings.socialLinks.length > 0 ? (
              <ExternalLinkList links={settings.socialLinks} className="site-footer__social" label="Social media" />
            ) : null}
          </FooterColumn>
        ) : null}
      </div>
      <p className="site-footer__legal">
        © {settings.productName}. Meditations for children, with a cuddly breathing buddy.
      </p>
    </footer>
  );
}
