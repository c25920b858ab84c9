import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarInitial, avatarTone } from './avatar-tone';

describe('avatarInitial', () => {
  it('is the first letter, upper-cased', () => {
    expect(avatarInitial('lily')).toBe('L');
    expect(avatarInitial('  Émile ')).toBe('É');
  });
  it('is a question mark for a blank name', () => {
    expect(avatarInitial('   ')).toBe('?');
  });
});

describe('avatarTone', () => {
  it('gives a name the same tone every time, whatever its case', () => {
    expect(avatarTone('Lily')).toBe(avatarTone('lily '));
    expect(AVATAR_TONES).toContain(avatarTone('Max'));
  });
  it('spreads names over more than one tone', () => {
    const tones = new Set(['Lily', 'Max', 'Ada', 'Ben', 'Kit', 'Zoe'].map(avatarTone));
    expect(tones.size).toBeGreaterThan(1);
  });
});
