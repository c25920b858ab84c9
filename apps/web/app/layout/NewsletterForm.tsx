import { Form, useLocation } from '@remix-run/react';

/** The footer's mailing-list sign-up: a plain form that posts to the /newsletter action. */
export function NewsletterForm() {
  const location = useLocation();
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Join our family</h2>
      <p>Monthly tips on mental fitness for kids and news about new meditations.</p>
      <Form method="post" action="/newsletter" className="newsletter__form">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <div className="tate-field">
          <label className="tate-field__label" htmlFor="newsletter-first-name">First name (optional)</label>
          <input id="newsletter-first-name" name="firstName" type="text" autoComplete="given-name" />
        </div>
        <div className="tate-field">
          <label className="tate-field__label" htmlFor="newsletter-email">E-mail</label>
          <input id="newsletter-email" name="email" type="email" autoComplete="email" required />
        </div>
        <button type="submit" className="tate-button tate-button--primary tate-focus-ring">
          Subscribe
        </button>
      </Form>
    </section>
  );
}
