import { Alert, LinkButton, PlanCards, type PlanOption } from '@tate/ui';
import { PageSection } from '../layout/PageSection';

/** The paid plans on /subscribe and /retail: the one plan card, each leading to sign-up with its plan chosen. */
export function PlansOffer({ heading, plans, plansMessage }: { heading: string; plans: PlanOption[]; plansMessage: string | null }) {
  return (
    <PageSection headingId="plans-heading" heading={heading} className="shop-plans">
      {plansMessage ? <Alert tone="error">{plansMessage}</Alert> : null}
      <PlanCards
        plans={plans}
        action={(plan) => (
          <LinkButton href={`/signup?plan=${plan.value}`} variant="primary" isFullWidth>
            Start with {plan.title}
          </LinkButton>
        )}
      />
    </PageSection>
  );
}
