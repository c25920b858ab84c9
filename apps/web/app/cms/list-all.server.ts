import { z } from 'zod';
import type { CmsClient, CmsQuery } from './client.server';

/** The most items Strapi answers in one page (apps/cms/config/api.ts, maxLimit). */
const PAGE_SIZE = 100;

function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), meta: z.object({ pagination: z.object({ pageCount: z.number().int() }) }) });
}

/** Every item of a Strapi collection, read a page of 100 at a time, in the order `query` sorts them. */
export async function listAll<T extends z.ZodTypeAny>(cms: CmsClient, path: string, query: CmsQuery, item: T): Promise<z.infer<T>[]> {
  const items: z.infer<T>[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await cms.get(
      path,
      { ...query, 'pagination[page]': String(page), 'pagination[pageSize]': String(PAGE_SIZE) },
      pageOf(item),
    );
    items.push(...data);
    if (page >= meta.pagination.pageCount) return items;
  }
}
