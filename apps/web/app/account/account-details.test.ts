import { describe, expect, it } from 'vitest';
import { childToDeleteOf, deleteChildWarning, formatDate, planLabel, trialDaysLeft } from './account-details';

describe('account details', () => {
  it('shows the plan name plus ly', () => {
    expect(planLabel('month')).toBe('Monthly');
    expect(planLabel('year')).toBe('Yearly');
    expect(planLabel('unlimited')).toBe('Unlimited');
    expect(planLabel(null)).toBe('No plan');
  });

  it('formats the renewal date in UTC and ignores a bad one', () => {
    expect(formatDate('2027-11-21T23:30:00.000Z')).toBe('21 November 2027');
    expect(formatDate('soon')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });
});

describe('trialDaysLeft', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('counts whole days left while trialing', () => {
    expect(trialDaysLeft('trialing', '2026-12-06T12:00:00Z', now)).toBe(14);
    expect(trialDaysLeft('trialing', '2026-11-22T13:00:00Z', now)).toBe(1);
  });
  it('is null when not trialing', () => {
    expect(trialDaysLeft('active', '2026-12-06T12:00:00Z', now)).toBeNull();
  });
});

describe('deleting a child', () => {
  const children = [
    { id: 'c1', name: 'Lily' },
    { id: 'c2', name: 'Max' },
  ];
  it('confirms only a child of this parent', () => {
    expect(childToDeleteOf(new URL('http://tate.test/account/details?deleteChild=c2'), children)).toEqual({ id: 'c2', name: 'Max' });
    expect(childToDeleteOf(new URL('http://tate.test/account/details?deleteChild=someone-else'), children)).toBeNull();
    expect(childToDeleteOf(new URL('http://tate.test/account/details'), children)).toBeNull();
  });
  it('names the child and what is lost', () => {
    expect(deleteChildWarning('Lily')).toBe(
      "Lily's listening history, statistics and favourites will be deleted too. This cannot be undone.",
    );
  });
});
