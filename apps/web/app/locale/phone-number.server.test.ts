import { describe, expect, it } from 'vitest';
import { phoneNumber } from './phone-number.server';

describe('phoneNumber', () => {
  it("formats a number without its country code the way the site's region writes it, and dials it in full", () => {
    expect(phoneNumber('4165550123', 'en-CA')).toEqual({ display: '(416) 555-0123', href: 'tel:+14165550123' });
    expect(phoneNumber(' +1 416-555-0123 ', 'en-CA')).toEqual({ display: '(416) 555-0123', href: 'tel:+14165550123' });
  });

  it("writes a number of another country in its international form", () => {
    expect(phoneNumber('+44 20 7946 0958', 'en-CA')).toEqual({ display: '+44 20 7946 0958', href: 'tel:+442079460958' });
    expect(phoneNumber('020 7946 0958', 'en-GB')).toEqual({ display: '020 7946 0958', href: 'tel:+442079460958' });
  });

  it('shows a number it cannot read as typed, and nothing for none', () => {
    expect(phoneNumber('call 555', 'en-CA')).toEqual({ display: 'call 555', href: 'tel:555' });
    expect(phoneNumber('  ', 'en-CA')).toBeNull();
    expect(phoneNumber(null, 'en-CA')).toBeNull();
  });

  it('reads a number once per locale: the same answer again for every page', () => {
    const first = phoneNumber('416 555 0199', 'en-CA');
    expect(phoneNumber('416 555 0199', 'en-CA')).toBe(first);
    expect(phoneNumber('416 555 0199', 'en-GB')).not.toBe(first);
    // Read in Britain the same digits are no number: shown as typed.
    expect(phoneNumber('416 555 0199', 'en-GB')).toEqual({ display: '416 555 0199', href: 'tel:4165550199' });
  });
});
