import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { LinkButton } from '../button/LinkButton';
import { PlanCards } from './PlanCard';
import { SAMPLE_PLANS } from './plan-samples';

const meta = preview.meta({
  title: 'Content/PlanCards',
  component: PlanCards,
  args: {
    plans: SAMPLE_PLANS,
    label: 'Plans',
    action: (plan) => (
      <LinkButton href={`/signup?plan=${plan.value}`} isFullWidth>
        Start with {plan.title}
      </LinkButton>
    ),
  },
});

export const Offer = meta.story({
  play: async ({ canvas }) => {
    const plans = canvas.getByRole('list', { name: 'Plans' });
    await expect(canvas.getByRole('heading', { level: 3, name: '1 Month' })).toBeVisible();
    await expect(canvas.getAllByText('14-day free trial')).toHaveLength(2);
    await expect(canvas.getByText('Save 10%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start with 1 Year' })).toHaveAttribute('href', '/signup?plan=year');
    // The prices sit level though only the yearly card has a badge.
    const [month, year] = [canvas.getByText('$3.99'), canvas.getByText('$39.99')].map((price) => price.getBoundingClientRect().top);
    await expect(month).toBe(year);
    await expect(plans.querySelectorAll('li')).toHaveLength(2);
  },
});

export const WithoutTrial = meta.story({
  args: { plans: SAMPLE_PLANS.map(({ trial: _trial, ...plan }) => plan), headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '1 Year' })).toBeVisible();
    await expect(canvas.queryByText('14-day free trial')).toBeNull();
  },
});

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
