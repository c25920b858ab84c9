import { describe, expect, it } from 'vitest';
import { createCmsClient } from '../cms/client.server';
import { createPublicCache } from '../cms/public-cache.server';
import { loadPreview, readPreviewLink } from './preview.server';

const link = {
  type: 'api::meditation.meditation',
  documentId: 'abc123',
  expires: '1800000000000',
  signature: 'a'.repeat(64),
};

function previewUrl(params: Record<string, string>): URL {
  return new URL(`https://tate.example/preview?${new URLSearchParams(params)}`);
}

describe('readPreviewLink', () => {
  it('reads a well-formed link', () => {
    expect(readPreviewLink(previewUrl(link))).toEqual(link);
  });

  it('refuses a link with a missing or malformed part', () => {
    expect(readPreviewLink(previewUrl({ ...link, signature: 'nothex' }))).toBeNull();
    expect(readPreviewLink(previewUrl({ ...link, documentId: '../admin' }))).toBeNull();
    const { expires: _expires, ...withoutExpiry } = link;
    expect(readPreviewLink(previewUrl(withoutExpiry))).toBeNull();
  });
});

describe('loadPreview', () => {
  it('reads the draft through the CMS preview endpoint with the link, and shows it as a library card in its category', async () => {
    const requested: URL[] = [];
    const cms = createCmsClient({ baseUrl: 'http://cms.internal', publicUrl: 'https://cms.example' }, async (input) => {
      requested.push(new URL(String(input)));
      return Response.json({
        data: {
          id: 1,
          documentId: 'abc123',
          title: 'Moon boat',
          slug: 'moon-boat',
          description: 'Row gently to sleep.',
          kind: 'audio',
          cover: null,
          accessLevel: 'paid',
          durationMinutes: 7,
          sortOrder: null,
          category: { name: 'Sleep Stories', slug: 'sleep-stories', description: null, image: null },
        },
      });
    });
    const preview = await loadPreview(cms, link);
    const [request] = requested;
    expect(request?.pathname).toBe('/api/preview');
    expect(Object.fromEntries(request?.searchParams ?? [])).toMatchObject(link);
    expect(preview).toMatchObject({ kind: 'meditation', category: { name: 'Sleep Stories', items: [{ title: 'Moon boat', isPaid: true }] } });
  });

  it('never keeps a draft in the public cache: each preview reads the draft as it is now', async () => {
    let title = 'First draft';
    let reads = 0;
    const draft = () => ({
      id: 1,
      documentId: 'abc123',
      title,
      description: null,
      kind: 'audio',
      cover: null,
      accessLevel: 'free',
      durationMinutes: 3,
      category: null,
    });
    const cache = createPublicCache({ ttlMs: 60_000 });
    const config = { baseUrl: 'http://cms.internal', publicUrl: 'https://cms.example' };
    const cms = createCmsClient(config, async () => {
      reads += 1;
      return Response.json({ data: draft() });
    }, cache);
    await loadPreview(cms, link);
    title = 'Second draft';
    expect(await loadPreview(cms, link)).toMatchObject({ category: { items: [{ title: 'Second draft' }] } });
    expect(reads).toBe(2);
  });

  it('has nothing to show for a type that is not previewable', async () => {
    const cms = createCmsClient({ baseUrl: 'http://cms.internal', publicUrl: 'https://cms.example' }, async () => Response.json({}));
    expect(await loadPreview(cms, { ...link, type: 'api::child.child' })).toBeNull();
  });
});
