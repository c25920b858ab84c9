import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { Alert, Button, TextField } from '@tate/ui';
import { Fragment } from 'react';
import { cms } from '../cms/cms.server';
import { sendContactMessage } from '../cms/contact.server';
import { loadFromCms } from '../cms/load.server';
import { fetchContactDetails } from '../cms/pages.server';
import { ExternalLink } from '../layout/ExternalLink';
import { contactSchema } from '../marketing/contact-schema';
import { MessageField } from '../marketing/MessageField';
import { redirectWithToast } from '../toast/toast.server';

export const meta: MetaFunction = () => [{ title: 'Contact Us | Tate Web' }];

export async function loader() {
  return { contact: await loadFromCms(() => fetchContactDetails(cms())) };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: contactSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const answer = await loadFromCms(() => sendContactMessage(cms(), submission.value));
  if (!answer.ok) return data({ result: submission.reply({ formErrors: [answer.message] }) }, { status: 400 });
  return redirectWithToast('/contact', { type: 'success', description: answer.message });
}

/** The contact block from the site settings and the contact form; a sent form comes back empty. */
export default function Contact() {
  const { contact } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

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
        {form.errors?.[0] ? <Alert tone="error">{form.errors[0]}</Alert> : null}
        <TextField
          label="First name"
          name={fields.firstname.name}
          defaultValue={fields.firstname.initialValue}
          errorMessage={fields.firstname.errors?.[0]}
          autoComplete="given-name"
        />
        <TextField
          label="Last name"
          name={fields.lastname.name}
          defaultValue={fields.lastname.initialValue}
          errorMessage={fields.lastname.errors?.[0]}
          autoComplete="family-name"
        />
        <TextField
          label="Email"
          type="email"
          name={fields.email.name}
          defaultValue={fields.email.initialValue}
          errorMessage={fields.email.errors?.[0]}
          autoComplete="email"
        />
        <TextField
          label="Phone number"
          type="tel"
          name={fields.number.name}
          defaultValue={fields.number.initialValue}
          errorMessage={fields.number.errors?.[0]}
          autoComplete="tel"
        />
        <MessageField
          label="Message"
          name={fields.message.name}
          defaultValue={fields.message.initialValue}
          errorMessage={fields.message.errors?.[0]}
        />
        <Button type="submit" variant="primary" isPending={navigation.state === 'submitting'}>
          Send
        </Button>
      </Form>
    </section>
  );
}
