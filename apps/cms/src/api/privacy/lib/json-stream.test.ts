import { describe, expect, it } from 'vitest';
import { jsonObjectText } from './json-stream';

async function* rows<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

async function text(fields: Record<string, unknown>): Promise<string> {
  let out = '';
  for await (const piece of jsonObjectText(fields)) out += piece;
  return out;
}

describe('jsonObjectText', () => {
  it('writes plain fields and streamed rows as one JSON object that parses back to the same values', async () => {
    const written = await text({
      profile: { name: 'Mia', theme: ['Animals'] },
      history: rows([{ media: 'Sleepy Stars', seconds: 120 }, { media: 'Calm Sea', seconds: 30 }]),
      favourites: rows([]),
      note: 'Ends here',
    });
    expect(JSON.parse(written)).toEqual({
      profile: { name: 'Mia', theme: ['Animals'] },
      history: [
        { media: 'Sleepy Stars', seconds: 120 },
        { media: 'Calm Sea', seconds: 30 },
      ],
      favourites: [],
      note: 'Ends here',
    });
  });

  it('indents rows so a parent can read the file in a text editor', async () => {
    const written = await text({ history: rows([{ media: 'Sleepy Stars' }]) });
    expect(written).toBe('{\n  "history": [\n    {\n      "media": "Sleepy Stars"\n    }\n  ]\n}\n');
  });
});
