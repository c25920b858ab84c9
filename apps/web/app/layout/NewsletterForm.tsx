import { Form, useLocation } from '@remix-run/react';
import { PlainButton, PlainTextField } from '@tate/ui';
import { PageSection } from './PageSection';

/** The footer's mailing-list sign-up: a plain form that posts to the /newsletter action. */
export function NewsletterForm() {
  const location = useLocation();
  return (
    <PageSection headingId="newsletter-heading" heading="Join our family" className="newsletter">
      <p>Monthly tips on mental fitness for kids and news about new meditations.</p>
      <Form method="post" action="/newsletter" className="newsletter__form">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <PlainTextField label="First name (optional)" name="firstName" autoComplete="given-name" />
        <PlainTextField label="E-mail" name="email" type="email" autoComplete="email" required />
        <PlainButton type="submit">Subscribe</PlainButton>
      </Form>
    </PageSection>
  );
}
