import { describe, expect, it } from 'vitest';
import {
  childDataDeletedToast,
  childToDeleteOf,
  deleteChildWarning,
  offersCancel,
  planLabel,
  trialDaysLeft,
} from './account-details';

describe('account details', () => {
  it('shows the plan name plus ly', () => {
    expect(planLabel('month')).toBe('Monthly');
    expect(planLabel('year')).toBe('Yearly');
    expect(planLabel('unlimited')).toBe('Unlimited');
    expect(planLabel(null)).toBe('No plan');
  });

  it('offers Cancel only for a paid plan still renewing', () => {
    expect(offersCancel('active', 'month')).toBe(true);
    expect(offersCancel('trialing', 'year')).toBe(true);
    expect(offersCancel('cancel', 'month')).toBe(false);
    expect(offersCancel('active', 'unlimited')).toBe(false);
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
      "Lily's profile, photo, listening history, favourites and saved video positions will be deleted. This cannot be undone.",
    );
  });

  it('says what a deletion removed, kind by kind, leaving out what there was none of', () => {
    const none = { profile: 1, photo: 0, listeningHistory: 0, listeningDays: 0, favourites: 0, videoPositions: 0 };
    expect(childDataDeletedToast('Lily', none)).toEqual({ title: "Lily's data is deleted", description: "Removed: Lily's profile." });
    expect(childDataDeletedToast('Lily', { profile: 1, photo: 1, listeningHistory: 12, listeningDays: 1, favourites: 3, videoPositions: 2 })).toEqual({
      title: "Lily's data is deleted",
      description:
        "Removed: Lily's profile, photo, 12 meditations in the listening history, 1 day of listening totals, 3 favourites and 2 saved video positions.",
    });
  });
});
