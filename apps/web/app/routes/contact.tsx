import type { ActionFunctionArgs, LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { HeartIcon, MailIcon, MapPinIcon, PhoneIcon, SmartphoneIcon, StoreBadges } from '@tate/ui';
import type { ReactNode } from 'react';
import { cms } from '../cms/cms.server';
import { sendContactMessage } from '../cms/contact.server';
import { loadFromCms } from '../cms/load.server';
import { fetchContactDetails } from '../cms/pages.server';
import { FormTextArea, FormTextField } from '../forms/fields';
import { FormAlert, formAlertProps } from '../forms/FormAlert';
import { submitMessage } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { PageFrame } from '../layout/PageFrame';
import { appStoreLinks } from '../layout/app-links';
import { ExternalLinkList } from '../layout/ExternalLink';
import { contactSchema } from '../marketing/contact-schema';
import contactStyles from '../marketing/contact.css?url';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Contact us') }];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contactStyles }];

export async function loader() {
  return { contact: await loadFromCms(() => fetchContactDetails(cms())) };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitMessage(request, { schema: contactSchema, send: (message) => sendContactMessage(cms(), message), page: '/contact' });
}

/** One way to reach us: an icon, a heading and the details. */
function ContactCard({ id, icon, heading, children }: { id: string; icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <section className="surface-card contact-card" aria-labelledby={id}>
      <span className="contact-card__icon">{icon}</span>
      <div>
        <h2 id={id} className="contact-card__heading">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The ways to reach us from the site settings, beside the contact form; a sent form comes back empty. */
export default function Contact() {
  const { contact } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const [form, fields] = useConformForm(contactSchema, actionData?.result);
  const stores = appStoreLinks(contact);

  return (
    <PageFrame heading="Contact us" className="contact-page">
      <p className="page-intro">Have a question about Tate? Write to us, call, or send a message here: we answer every parent.</p>
      <div className="contact-page__columns">
        <div className="contact-page__cards">
          {contact.email ? (
            <ContactCard id="contact-email" icon={<MailIcon />} heading="Write to us">
              <a href={`mailto:${contact.email}`} className="contact-card__link">
                {contact.email}
              </a>
            </ContactCard>
          ) : null}
          {contact.phone ? (
            <ContactCard id="contact-phone" icon={<PhoneIcon />} heading="Call us">
              <a href={contact.phone.href} className="contact-card__link">
                {contact.phone.display}
              </a>
            </ContactCard>
          ) : null}
          {contact.addressLines.length > 0 ? (
            <ContactCard id="contact-address" icon={<MapPinIcon />} heading="Visit us">
              <address className="contact-card__address">
                {contact.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </ContactCard>
          ) : null}
          {contact.socialLinks.length > 0 ? (
            <ContactCard id="contact-social" icon={<HeartIcon />} heading="Follow Tate">
              <ExternalLinkList links={contact.socialLinks} className="contact-card__social" />
            </ContactCard>
          ) : null}
          {stores.length > 0 ? (
            <ContactCard id="contact-apps" icon={<SmartphoneIcon />} heading="Get the Tate app">
              <StoreBadges links={stores} />
            </ContactCard>
          ) : null}
        </div>
        <Form method="post" {...formAlertProps(form, actionData)} key={location.key} aria-label="Contact form" className="auth-form surface-card contact-page__form">
          <h2 className="contact-card__heading">Send us a message</h2>
          <FormAlert form={form} answer={actionData} />
          <FormTextField field={fields.firstname} label="First name" autoComplete="given-name" />
          <FormTextField field={fields.lastname} label="Last name" autoComplete="family-name" />
          <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
          <FormTextField field={fields.number} label="Phone number" type="tel" autoComplete="tel" />
          <FormTextArea field={fields.message} label="Message" />
          <SubmitButton>Send</SubmitButton>
        </Form>
      </div>
    </PageFrame>
  );
}
