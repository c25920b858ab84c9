import { describe, expect, it } from 'vitest';
import { loginNoteFor } from './login-note.server';

describe('loginNoteFor', () => {
  it('names the member page the visitor asked for', () => {
    expect(loginNoteFor('/payment')?.title).toBe('Log in to continue to Payment');
    expect(loginNoteFor('/account/edit-child/7')?.title).toBe('Log in to continue to My account');
    expect(loginNoteFor('/favourites?child=7')?.title).toBe('Log in to continue to Favourites');
  });

  it('keeps the spec message under the title', () => {
    expect(loginNoteFor('/payment')?.message).toBe('You need to sign in to access this section.');
  });

  it('says only "Log in to continue" for a page not named, and nothing without a page or off the site', () => {
    expect(loginNoteFor('/library/7')?.title).toBe('Log in to continue');
    expect(loginNoteFor('/paymentsomething')?.title).toBe('Log in to continue');
    expect(loginNoteFor(null)).toBeNull();
    expect(loginNoteFor('https://evil.example/payment')).toBeNull();
  });
});
