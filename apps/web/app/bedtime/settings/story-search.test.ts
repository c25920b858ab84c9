import { describe, expect, it } from 'vitest';
import { storiesMatching } from './story-search';

describe('storiesMatching', () => {
  const stories = [{ title: 'Goodnight, Little Stars' }, { title: 'Breathe Like a Puppy' }, { title: 'Rêve étoilé' }];

  it('keeps the titles holding the search, whatever the case and accents', () => {
    expect(storiesMatching(stories, 'STARS')).toEqual([stories[0]]);
    expect(storiesMatching(stories, 'reve')).toEqual([stories[2]]);
  });

  it('keeps all for a blank search', () => {
    expect(storiesMatching(stories, '  ')).toEqual(stories);
  });
});
