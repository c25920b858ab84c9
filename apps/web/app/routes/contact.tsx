import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { cms } from '../cms/cms.server';
import { sendContactMessage } from '../cms/contact.server';
import { loadFromCms } from '../cms/load.server';
import { fetchContactDetails } from '../cms/pages.server';
import { FormTextArea, FormTextField } from '../forms/fields';
import { FormAlert } from '../forms/FormAlert';
import { submitMessage } from '../forms/form-action.server';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { ExternalLink } from '../layout/ExternalLink';
import { contactSchema } from '../marketing/contact-schema';

export const meta: MetaFunction = () => [{ title: 'Contact Us | Tate Web' }];

export async function loader() {
  return { contact: await loadFromCms(() => fetchContactDetails(cms())) };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitMessage(request, { schema: contactSchema, send: (message) => sendContactMessage(cms(), message), page: '/contact' });
}

/** The contact block from the site settings and the contact form; a sent form comes back empty. */
export default function Contact() {
  const { contact } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const [form, fields] = useConformForm(contactSchema, actionData?.result);

  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">Contact Us</h1>
      <address className="page__contact">
        {contact.email ? (
          <p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
        ) : null}
        {contact.addressLines.length > 0 ? (
          <p>
            {contact.addressLines.map((line) => (
              <Fragment key={line}>
                {line}
                <br />
              </Fragment>
            ))}
          </p>
        ) : null}
        {contact.socialLinks.map((link) => (
          <p key={link.url}>
            <ExternalLink href={link.url}>{link.label}</ExternalLink>
          </p>
        ))}
      </address>
      <p>Have a question about Tate? Send us a message and we will get back to you.</p>
      <Form method="post" {...getFormProps(form)} key={location.key} aria-label="Contact form" className="auth-form">
        <FormAlert answer={actionData} />
        <FormTextField field={fields.firstname} label="First name" autoComplete="given-name" />
        <FormTextField field={fields.lastname} label="Last name" autoComplete="family-name" />
        <FormTextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <FormTextField field={fields.number} label="Phone number" type="tel" autoComplete="tel" />
        <FormTextArea field={fields.message} label="Message" />
        <SubmitButton>Send</SubmitButton>
      </Form>
    </section>
  );
}
