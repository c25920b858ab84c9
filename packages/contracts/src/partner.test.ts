import { describe, expect, it } from 'vitest';
import { partnerKeyField, partnerOriginField } from './partner';

describe('partner key', () => {
  it('takes tpk_ and 32 base64url characters', () => {
    expect(partnerKeyField.safeParse(`tpk_${'a1_-'.repeat(8)}`).success).toBe(true);
    expect(partnerKeyField.safeParse(`tpk_${'a'.repeat(31)}`).success).toBe(false);
    expect(partnerKeyField.safeParse(`pk_${'a'.repeat(32)}`).success).toBe(false);
    expect(partnerKeyField.safeParse(`tpk_${'a'.repeat(31)}!`).success).toBe(false);
  });
});

describe('partner origin', () => {
  it('keeps scheme, host and port', () => {
    expect(partnerOriginField.parse(' https://School.example:8443/ ')).toBe('https://school.example:8443');
    expect(partnerOriginField.parse('http://127.0.0.2:4000')).toBe('http://127.0.0.2:4000');
    expect(partnerOriginField.parse('https://school.example:443')).toBe('https://school.example');
  });

  it('refuses paths, other schemes and words', () => {
    for (const value of ['https://school.example/embed', 'ftp://school.example', 'school', 'https://a@school.example']) {
      expect(partnerOriginField.safeParse(value).success, value).toBe(false);
    }
  });
});
