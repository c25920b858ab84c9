import type { ReactNode } from 'react';
import { classNames } from '../../logic/class-names';
import type { PlanOption } from './plans';

/**
 * What every plan card shows (in `div`s in an offer, in `span`s inside a radio's label), in the same rows on every card of a list (the list is a grid and each card a subgrid),
 * so the prices sit level even when only one card has a badge or a trial line.
 */
export function PlanCardParts({ plan, title, as: Part }: { plan: PlanOption; title: ReactNode; as: 'div' | 'span' }) {
  return (
    <>
      <Part className="tate-plan-card__head">
        {title}
        {plan.badge && <span className="tate-plan-card__badge">{plan.badge}</span>}
      </Part>
      <Part className="tate-plan-card__price">
        <span className="tate-plan-card__amount">{plan.price}</span>
        {plan.period && <span className="tate-plan-card__period"> {plan.period}</span>}
      </Part>
      {plan.trial || plan.description ? (
        <Part className="tate-plan-card__notes">
          {plan.trial && <span className="tate-plan-card__trial">{plan.trial}</span>}
          {plan.description && <span className="tate-plan-card__description">{plan.description}</span>}
        </Part>
      ) : null}
    </>
  );
}

export interface PlanCardsProps {
  /** The plans, priced by the caller (the web reads prices from the CMS's plan records). */
  plans: PlanOption[];
  /** The way on from each card: a link (to sign up) or a form's button. */
  action: (plan: PlanOption) => ReactNode;
  /** The level of each plan's title under the section heading (default 3). */
  headingLevel?: 2 | 3;
  /** The list's accessible name, when no heading names the section around it. */
  label?: string;
  className?: string;
}

/**
 * The plans as an offer: a list of cards, each titled, priced and with its own way on. The same card as the
 * choice in `PlanPicker`, where the cards are radio buttons instead.
 */
export function PlanCards({ plans, action, headingLevel = 3, label, className }: PlanCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={classNames('tate-plan-cards', className)} aria-label={label}>
      {plans.map((plan) => (
        <li key={plan.value} className="tate-plan-card tate-plan-card--offer">
          <PlanCardParts as="div" plan={plan} title={<Heading className="tate-plan-card__title">{plan.title}</Heading>} />
          <div className="tate-plan-card__action">{action(plan)}</div>
        </li>
      ))}
    </ul>
  );
}
