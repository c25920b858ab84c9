import { Form, useLocation } from '@remix-run/react';
import { CloseIcon, LinkButton, PlainIconButton } from '@tate/ui';
import { PageSection } from '../layout/PageSection';

type Props = { text: string; buttonLabel: string };

/**
 * The free-trial offer. Closing is a form post to /trial-popup, which remembers it in a cookie for
 * 24 hours, so it works with and without JavaScript.
 */
export function TrialPopup({ text, buttonLabel }: Props) {
  const location = useLocation();
  return (
    <PageSection headingId="trial-popup-heading" heading={text} className="trial-popup" headingClassName="trial-popup__text">
      <LinkButton href="/signup" variant="primary">
        {buttonLabel}
      </LinkButton>
      <Form method="post" action="/trial-popup" className="trial-popup__close">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <PlainIconButton type="submit" label="Close the free trial offer">
          <CloseIcon />
        </PlainIconButton>
      </Form>
    </PageSection>
  );
}
