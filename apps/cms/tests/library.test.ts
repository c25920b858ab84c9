import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createCategory, createChild, createMedia, createParent } from './children-support';

let sleep: string;
let breathe: string;
let empty: string;
let teen: string;
const media: Record<string, string> = {};

type Item = { _id: string; title: string; accessLevel: string; filename: string | null; duration: number; libraryId: { _id: string } | null };
type Category = { _id: string; name: string; description: string; imagePath: string | null };

const cms = cmsForTests();
beforeAll(async () => {
  sleep = await createCategory(cms.strapi, { categoryName: 'Sleep' });
  breathe = await createCategory(cms.strapi, { categoryName: 'Breathe' });
  empty = await createCategory(cms.strapi, { categoryName: 'Empty' });
  teen = await createCategory(cms.strapi, { categoryName: 'Teen Focus', isTeen: true });
  media.ocean = await createMedia(cms.strapi, {
    title: 'Calm Ocean Waves',
    description: 'Drift off with gentle WHALES',
    categoryId: sleep,
    durationMinutes: 7,
    ageRanges: ['3-4', '5-7'],
    feelings: ['sleepy', 'calm'],
    sortOrder: 1,
  });
  media.stars = await createMedia(cms.strapi, {
    title: 'Counting Stars',
    description: '100% relaxing',
    categoryId: sleep,
    durationMinutes: 12,
    ageRanges: ['8-10'],
    feelings: ['sleepy'],
    accessLevel: 'paid',
    sortOrder: 2,
  });
  media.balloon = await createMedia(cms.strapi, {
    title: 'Balloon Breath',
    description: 'Breathe in, breathe out',
    categoryId: breathe,
    durationMinutes: 20,
    ageRanges: ['11+'],
    feelings: ['focused'],
  });
  media.draft = await createMedia(cms.strapi, { title: 'Ocean Draft', categoryId: sleep, published: false });
  media.teen = await createMedia(cms.strapi, { title: 'Exam Calm', categoryId: teen, durationMinutes: 9, feelings: ['calm'] });
});

const ids = (items: { _id: string }[]) => items.map((item) => item._id);
const mediaAll = async (body: Record<string, unknown>) => {
  const response = await api(cms.url, '/category/media/all', { json: body });
  expect(response.status).toBe(200);
  return (response.body.response as { data: Item[] }).data;
};
const categoriesAll = async (filter: Record<string, unknown>) => {
  const response = await api(cms.url, '/category/all', { json: { filter } });
  expect(response.body).toMatchObject({ response_code: 200, STATUS_CODE: 200, success: true });
  return (response.body.response as { data: Category[] }).data;
};

describe('library queries', () => {
  it('lists published, non-teen categories with the spec field names', async () => {
    const categories = await categoriesAll({});
    expect(categories.map((category) => category.name).sort()).toEqual(['Breathe', 'Empty', 'Sleep']);
    expect(Object.keys(categories[0])).toEqual(expect.arrayContaining(['_id', 'name', 'description', 'imagePath']));
  });

  it('narrows categories to those with matching media and to the selected ids', async () => {
    expect((await categoriesAll({ theme: ['focused'] })).map((category) => category.name)).toEqual(['Breathe']);
    expect((await categoriesAll({ searchTerm: 'ocean' })).map((category) => category.name)).toEqual(['Sleep']);
    expect((await categoriesAll({ categoryIds: [breathe, empty] })).map((category) => category.name).sort()).toEqual(['Breathe', 'Empty']);
  });

  it('lists the media of one category in order with the spec field names', async () => {
    const items = await mediaAll({ libraryId: sleep, filter: {} });
    expect(ids(items)).toEqual([media.ocean, media.stars]);
    expect(items[0]).toMatchObject({ title: 'Calm Ocean Waves', accessLevel: 'free', duration: 7, libraryId: { _id: sleep, name: 'Sleep' } });
    expect(Object.keys(items[0])).toEqual(expect.arrayContaining(['_id', 'title', 'description', 'type', 'filename', 'backGrdImg', 'accessLevel', 'duration', 'libraryId']));
  });

  it.each([
    [{ duration: ['5-10'] }, ['ocean']],
    [{ duration: ['10-15'] }, ['stars']],
    [{ duration: ['15+'] }, ['balloon']],
    [{ duration: ['5-10', '15+'] }, ['ocean', 'balloon']],
    [{ ageRange: ['8-10'] }, ['stars']],
    [{ ageRange: ['5-7', '11+'] }, ['ocean', 'balloon']],
    [{ theme: ['sleepy'] }, ['ocean', 'stars']],
    [{ theme: ['calm'], duration: ['5-10'] }, ['ocean']],
    [{ searchTerm: 'OCEAN' }, ['ocean']],
    [{ searchTerm: 'whales' }, ['ocean']],
    [{ searchTerm: '100%' }, ['stars']],
    [{ searchTerm: '%' }, ['stars']],
    [{ searchTerm: '_' }, []],
  ])('filters media by %j', async (filter, expected) => {
    const items = await mediaAll({ filter });
    expect(ids(items).sort()).toEqual(expected.map((name) => media[name]).sort());
  });

  it('narrows media to the selected category ids, and a teen category is reachable by its libraryId', async () => {
    expect(ids(await mediaAll({ filter: { categoryIds: [breathe] } }))).toEqual([media.balloon]);
    expect(ids(await mediaAll({ libraryId: teen, filter: {} }))).toEqual([media.teen]);
    expect(ids(await mediaAll({ libraryId: empty, filter: {} }))).toEqual([]);
  });

  it('refuses an unknown filter value with a 400 naming the field', async () => {
    const response = await api(cms.url, '/category/media/all', { json: { filter: { duration: ['1-2'] } } });
    expect(response.status).toBe(400);
    expect(response.body.response_data).toEqual({ field: 'filter.duration.0' });
  });

  it('reads one published media and 404s a draft', async () => {
    const one = await api(cms.url, `/category/media/${media.ocean}`, { method: 'GET' });
    expect(one.body.response_data).toMatchObject({ _id: media.ocean, title: 'Calm Ocean Waves' });
    const draft = await api(cms.url, `/category/media/${media.draft}`, { method: 'GET' });
    expect(draft.status).toBe(404);
  });

  it('sample-list has free, non-teen media only; teen-media-list teen media only', async () => {
    const samples = await api(cms.url, '/sample-list', { json: {} });
    expect(ids(samples.body.response_data as Item[]).sort()).toEqual([media.ocean, media.balloon].sort());
    const teenList = await api(cms.url, '/teen-media-list', { json: { filter: {} } });
    expect(ids(teenList.body.response_data as Item[])).toEqual([media.teen]);
  });

  it('lists sub-categories of a category and a sub-category with its media', async () => {
    const sub = (await cms.strapi.documents('api::sub-category.sub-category').create({
      data: { name: 'Night series', slug: 'night-series', category: { connect: [sleep] } },
      status: 'published',
    } as never)) as { documentId: string };
    const episode = await createMedia(cms.strapi, { title: 'Night One', categoryId: sleep, subCategoryId: sub.documentId });
    const list = await api(cms.url, '/getallsubcategoriesbycatid', { json: { _id: sleep, category_id: sleep } });
    expect(list.body.response_data).toEqual([expect.objectContaining({ _id: sub.documentId, name: 'Night series', categoryId: sleep })]);
    const detail = await api(cms.url, '/getsubcatdetail', { json: { _id: sub.documentId, subcatId: sub.documentId } });
    expect(ids((detail.body.response_data as { media: Item[] }).media)).toEqual([episode]);
    const forChild = await api(cms.url, '/user-fetch-subs-to-category', { json: { category_id: sleep } });
    expect(forChild.body.response_data).toEqual([expect.objectContaining({ _id: sub.documentId, duration: 0 })]);
  });

  it("gives each sub-category the signed-in parent's child's saved video position, and 0 to anyone else", async () => {
    const category = await createCategory(cms.strapi, { categoryName: 'Series' });
    const subCategory = async (name: string, sortOrder: number) =>
      (
        await cms.strapi.documents('api::sub-category.sub-category').create({
          data: { name, slug: name.toLowerCase(), sortOrder, category },
          status: 'published',
        })
      ).documentId;
    const watched = await subCategory('Watched', 0);
    const unwatched = await subCategory('Unwatched', 1);
    const parent = await createParent(cms.strapi, 'library-positions@example.com');
    const child = await createChild(cms.url, parent);
    const saved = await api(cms.url, '/user-video-status', { token: parent.token, json: { child_id: child, sub_cat_id: watched, duration: 75 } });
    expect(saved.status).toBe(200);
    const positions = async (token?: string) =>
      ((await api(cms.url, '/user-fetch-subs-to-category', { token, json: { category_id: category, child_id: child } })).body.response_data as Item[]).map(
        (item) => [item._id, item.duration],
      );
    expect(await positions(parent.token)).toEqual([
      [watched, 75],
      [unwatched, 0],
    ]);
    expect(await positions()).toEqual([
      [watched, 0],
      [unwatched, 0],
    ]);
  });
});
