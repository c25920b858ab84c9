import { describe, expect, it } from 'vitest';
import { cardLink } from './card-link';

const video = { isPaid: false, kind: 'video' as const, categoryId: 'cat 1', subCategoryId: 'sub/2' };

describe('cardLink', () => {
  it('sends a locked card to login, signed in or not only when paid', () => {
    expect(cardLink({ ...video, isPaid: true }, false)).toBe('/login');
    expect(cardLink({ ...video, kind: 'audio', isPaid: true }, false)).toBe('/login');
  });

  it("leads a signed-in parent's video to its sub-category's video page", () => {
    expect(cardLink(video, true)).toBe('/library/videodetails/cat%201/sub%2F2');
    expect(cardLink({ ...video, isPaid: true }, true)).toBe('/library/videodetails/cat%201/sub%2F2');
  });

  it('plays a free video for a visitor in the player, not on the video page that needs a login', () => {
    expect(cardLink(video, false)).toBeUndefined();
  });

  it('plays audio and a video without a sub-category in the modal', () => {
    expect(cardLink({ ...video, kind: 'audio' }, true)).toBeUndefined();
    expect(cardLink({ ...video, subCategoryId: null }, true)).toBeUndefined();
  });
});
