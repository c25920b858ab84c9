import { Link } from '@remix-run/react';
import type { SiteSettings } from '../cms/content.server';
import { appStoreLinks } from './app-links';
import { ExternalLink } from './ExternalLink';
import { NewsletterForm } from './NewsletterForm';

type Props = {
  settings: Pick<SiteSettings, 'productName' | 'appStoreUrl' | 'playStoreUrl' | 'socialLinks' | 'phone' | 'email'>;
  showNewsletter: boolean;
};

const footerLinks = [
  { to: '/howitworks', label: 'How It Works' },
  { to: '/library', label: 'Meditations Library' },
  { to: '/about', label: 'About Us' },
  { to: '/tate-for-teen', label: 'Tate For Teens' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/partners', label: 'For partners' },
  { to: '/termscondtion', label: 'Terms and Conditions' },
];

export function SiteFooter({ settings, showNewsletter }: Props) {
  return (
    <footer className="site-footer">
      {showNewsletter ? <NewsletterForm /> : null}
      <div className="site-footer__columns">
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className="site-footer__heading">
            Get the app
          </h2>
          <ul>
            {appStoreLinks(settings).map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Say hello
          </h2>
          <ul>
            {settings.phone ? (
              <li>
                <a href={`tel:${settings.phone}`}>{settings.phone}</a>
              </li>
            ) : null}
            {settings.email ? (
              <li>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            ) : null}
          </ul>
          {settings.socialLinks.length > 0 ? (
            <ul className="site-footer__social" aria-label="Social media">
              {settings.socialLinks.map((social) => (
                <li key={social.url}>
                  <ExternalLink href={social.url}>{social.label}</ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <p className="site-footer__legal">
        © {settings.productName}. Meditations for children, with a cuddly breathing buddy.
      </p>
    </footer>
  );
}
