import { describe, expect, it } from 'vitest';
import { familyDataRefusalOf, familyDataRefusedPath } from './family-data';

describe("the family's data refused", () => {
  it('comes back to the form with a fixed message, never text from the address', () => {
    const back = new URL(familyDataRefusedPath('password-wrong'), 'http://tate.test');
    expect(back.pathname).toBe('/account/details');
    expect(familyDataRefusalOf(back)).toBe('That password is not right.');
    expect(familyDataRefusalOf(new URL(familyDataRefusedPath('password-required'), 'http://tate.test'))).toBe('Password is required!');
    expect(familyDataRefusalOf(new URL('http://tate.test/account/details?familyData=Call%20us'))).toBeNull();
    expect(familyDataRefusalOf(new URL('http://tate.test/account/details'))).toBeNull();
  });
});
