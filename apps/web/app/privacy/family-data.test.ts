import { describe, expect, it } from 'vitest';
import { attachmentFileName, downloadCookie, downloadCookieName, familyDataRefusalOf, familyDataRefusedPath } from './family-data';

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

describe("the family's data on its way", () => {
  it("names the file from the CMS's Content-Disposition", () => {
    expect(attachmentFileName('attachment; filename="tate-family-data-2026-11-28.zip"')).toBe('tate-family-data-2026-11-28.zip');
    expect(attachmentFileName('attachment; filename=data.zip')).toBe('data.zip');
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });

  it('passes the name to the page in a cookie the page reads back', () => {
    const setCookie = downloadCookie('tate-family-data-2026-11-28.zip', { secure: false });
    expect(setCookie).toMatch(/^tate-family-data-download=tate-family-data-2026-11-28\.zip; Path=\/account; Max-Age=120; SameSite=Lax$/);
    expect(downloadCookie('a b.zip', { secure: true })).toContain('a%20b.zip;');
    expect(downloadCookie('a.zip', { secure: true })).toMatch(/; Secure$/);
    expect(downloadCookieName('theme=dark; tate-family-data-download=a%20b.zip; other=1')).toBe('a b.zip');
    expect(downloadCookieName('theme=dark')).toBeNull();
  });
});
