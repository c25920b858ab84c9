import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCmsClient } from './client.server';
import { listAll } from './list-all.server';

/** A Strapi collection of `total` pages (slugs page-1 ... page-N) answering its REST list a page at a time. */
function collectionOf(total: number) {
  const asked: string[] = [];
  const fetchStub = async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url.search);
    const page = Number(url.searchParams.get('pagination[page]'));
    const pageSize = Number(url.searchParams.get('pagination[pageSize]'));
    const slugs = Array.from({ length: total }, (_, index) => ({ slug: `page-${index + 1}` }));
    const body = {
      data: slugs.slice((page - 1) * pageSize, page * pageSize),
      meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total } },
    };
    return new Response(JSON.stringify(body));
  };
  const client = createCmsClient({ baseUrl: 'http://cms.test', publicUrl: 'http://localhost:1337' }, fetchStub);
  return { client, asked };
}

describe('every item of a collection', () => {
  it('reads past the 100 items of one page, in order', async () => {
    const { client, asked } = collectionOf(230);
    const pages = await listAll(client, 'pages', { 'fields[0]': 'slug' }, z.object({ slug: z.string() }));
    expect(pages).toHaveLength(230);
    expect(pages.at(0)?.slug).toBe('page-1');
    expect(pages.at(-1)?.slug).toBe('page-230');
    expect(asked).toHaveLength(3);
  });

  it('asks once when there is nothing or one page', async () => {
    const { client, asked } = collectionOf(0);
    expect(await listAll(client, 'pages', {}, z.object({ slug: z.string() }))).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
