// Bulk-generates a library catalogue (published and draft rows, as Strapi stores them) with knex.
import crypto from 'node:crypto';

const AGE_RANGES = [
  ['3-4', 3, 4],
  ['5-7', 5, 7],
  ['8-10', 8, 10],
  ['11+', 11, null],
];
const FEELINGS = ['sleepy', 'excited', 'confident', 'imaginative', 'focused', 'calm', 'thoughtful', 'active'];
const ADJECTIVES = ['Calm', 'Sleepy', 'Gentle', 'Brave', 'Quiet', 'Happy', 'Starry', 'Cosy', 'Bright', 'Soft'];
const NOUNS = ['Ocean', 'Forest', 'Cloud', 'Puppy', 'Rainbow', 'Moon', 'River', 'Garden', 'Mountain', 'Balloon'];

/** Deterministic pseudo-random numbers so every run generates the same catalogue. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const documentId = () => crypto.randomBytes(12).toString('hex').slice(0, 24);

async function insertAll(knex, table, rows) {
  for (let index = 0; index < rows.length; index += 500) {
    await knex(table).insert(rows.slice(index, index + 500));
  }
}

async function columnsOf(knex, table) {
  return new Set(Object.keys(await knex(table).columnInfo()));
}

function pick(columns, row) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => columns.has(key)));
}

async function resetSequence(strapi, table) {
  if (strapi.db.dialect.client !== 'postgres') return;
  await strapi.db.connection.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`);
}

export async function generateCatalogue(strapi, { media, categories }) {
  const knex = strapi.db.connection;
  const meta = (uid) => strapi.db.metadata.get(uid);
  const now = new Date();
  const rand = random(42);
  const tables = {
    media: meta('api::meditation.meditation').tableName,
    categories: meta('api::category.category').tableName,
    ageRanges: meta('api::age-range.age-range').tableName,
    feelings: meta('api::feeling.feeling').tableName,
    files: meta('plugin::upload.file').tableName,
  };
  const joins = {
    category: meta('api::meditation.meditation').attributes.category.joinTable,
    ageRanges: meta('api::meditation.meditation').attributes.ageRanges.joinTable,
    feelings: meta('api::meditation.meditation').attributes.feelings.joinTable,
    morph: meta('plugin::upload.file').attributes.related.joinTable,
  };
  const link = (joinTable, from, to) => ({ [joinTable.joinColumn.name]: from, [joinTable.inverseJoinColumn.name]: to });

  const ageColumns = await columnsOf(knex, tables.ageRanges);
  const ageIds = [];
  for (const [index, [label, minAge, maxAge]] of AGE_RANGES.entries()) {
    const row = { id: index + 1, document_id: documentId(), label, min_age: minAge, max_age: maxAge, sort_order: index, created_at: now, updated_at: now, published_at: now };
    await knex(tables.ageRanges).insert(pick(ageColumns, row));
    ageIds.push(index + 1);
  }
  const feelingColumns = await columnsOf(knex, tables.feelings);
  const feelingIds = [];
  for (const [index, name] of FEELINGS.entries()) {
    await knex(tables.feelings).insert(pick(feelingColumns, { id: index + 1, document_id: documentId(), name, created_at: now, updated_at: now, published_at: now }));
    feelingIds.push(index + 1);
  }

  const fileColumns = await columnsOf(knex, tables.files);
  const covers = Array.from({ length: 20 }, (_, index) =>
    pick(fileColumns, {
      id: index + 1,
      document_id: documentId(),
      name: `cover-${index}.png`,
      hash: `bench_cover_${index}`,
      ext: '.png',
      mime: 'image/png',
      size: 1,
      url: `/uploads/bench_cover_${index}.png`,
      provider: 'local',
      folder_path: '/',
      created_at: now,
      updated_at: now,
      published_at: now,
    }),
  );
  await insertAll(knex, tables.files, covers);

  // Categories: a draft and a published row per document, as Strapi's draft & publish stores them.
  const categoryColumns = await columnsOf(knex, tables.categories);
  const categoryRows = [];
  const publishedCategories = [];
  for (let index = 0; index < categories; index += 1) {
    const doc = documentId();
    const base = { document_id: doc, name: `Category ${index}`, slug: `category-${index}`, description: `Category ${index} description`, sort_order: index, is_teen: false, created_at: now, updated_at: now };
    categoryRows.push(pick(categoryColumns, { ...base, id: index * 2 + 1, published_at: null }));
    categoryRows.push(pick(categoryColumns, { ...base, id: index * 2 + 2, published_at: now }));
    publishedCategories.push({ id: index * 2 + 2, draftId: index * 2 + 1, documentId: doc });
  }
  await insertAll(knex, tables.categories, categoryRows);

  const mediaColumns = await columnsOf(knex, tables.media);
  const mediaRows = [];
  const categoryLinks = [];
  const ageLinks = [];
  const feelingLinks = [];
  const coverLinks = [];
  let searchable = 0;
  for (let index = 0; index < media; index += 1) {
    const doc = documentId();
    const category = publishedCategories[index % categories];
    const noun = NOUNS[Math.floor(rand() * NOUNS.length)];
    if (noun === 'Ocean') searchable += 1;
    const base = {
      document_id: doc,
      title: `${ADJECTIVES[Math.floor(rand() * ADJECTIVES.length)]} ${noun} ${index}`,
      slug: `meditation-${index}`,
      description: `A ${noun.toLowerCase()} meditation for little ones, number ${index}.`,
      kind: rand() < 0.8 ? 'audio' : 'video',
      access_level: rand() < 0.3 ? 'paid' : 'free',
      duration_minutes: Math.round((3 + rand() * 22) * 10) / 10,
      sort_order: index % 50,
      created_at: now,
      updated_at: now,
    };
    const ages = [ageIds[Math.floor(rand() * 4)], ageIds[Math.floor(rand() * 4)]];
    const feelings = [feelingIds[Math.floor(rand() * 8)], feelingIds[Math.floor(rand() * 8)]];
    for (const [id, publishedAt, categoryId] of [
      [index * 2 + 1, null, category.draftId],
      [index * 2 + 2, now, category.id],
    ]) {
      mediaRows.push(pick(mediaColumns, { ...base, id, published_at: publishedAt }));
      categoryLinks.push(link(joins.category, id, categoryId));
      for (const age of new Set(ages)) ageLinks.push(link(joins.ageRanges, id, age));
      for (const feeling of new Set(feelings)) feelingLinks.push(link(joins.feelings, id, feeling));
      coverLinks.push({ file_id: (index % 20) + 1, related_id: id, related_type: 'api::meditation.meditation', field: 'cover', order: 1 });
    }
  }
  await insertAll(knex, tables.media, mediaRows);
  await insertAll(knex, joins.category.name, categoryLinks);
  await insertAll(knex, joins.ageRanges.name, ageLinks);
  await insertAll(knex, joins.feelings.name, feelingLinks);
  await insertAll(knex, joins.morph.name, coverLinks);
  for (const table of [tables.media, tables.categories, tables.ageRanges, tables.feelings, tables.files]) await resetSequence(strapi, table);
  if (strapi.db.dialect.client === 'postgres') await knex.raw('ANALYZE');
  else await knex.raw('ANALYZE');

  return {
    categoryIds: publishedCategories.map((category) => category.documentId),
    summary: { media, categories, rowsInMediaTable: mediaRows.length, searchableOcean: searchable },
  };
}
