// Times the library calls over HTTP, counts their SQL queries and times raw SQL for the same rows.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'cms');
const requireDist = createRequire(path.join(appDir, 'dist', 'package.json'));
const EMPTY = { duration: [], ageRange: [], theme: [], searchTerm: '', categoryIds: [] };

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** One SQL query returning the media rows the API returns (same filter, joined category and cover). */
function rawMediaRows(strapi, scope, limit) {
  const { matchingMediaIds } = requireDist('./src/library/media-query.js');
  const meta = (uid) => strapi.db.metadata.get(uid);
  const categoryLink = meta('api::meditation.meditation').attributes.category.joinTable;
  const morph = meta('plugin::upload.file').attributes.related.joinTable.name;
  return matchingMediaIds(scope)
    .leftJoin(`${categoryLink.name} as rl`, `rl.${categoryLink.joinColumn.name}`, 'm.id')
    .leftJoin(`${meta('api::category.category').tableName} as rc`, 'rc.id', `rl.${categoryLink.inverseJoinColumn.name}`)
    .leftJoin(`${morph} as rm`, (join) => join.on('rm.related_id', 'm.id').andOnVal('rm.field', 'cover').andOnVal('rm.related_type', 'api::meditation.meditation'))
    .leftJoin(`${meta('plugin::upload.file').tableName} as rf`, 'rf.id', 'rm.file_id')
    .select('m.document_id', 'm.title', 'm.description', 'm.kind', 'm.access_level', 'm.duration_minutes', 'rc.document_id as category_id', 'rc.name as category_name', 'rf.url as cover')
    .orderBy([{ column: 'm.sort_order' }, { column: 'm.id' }])
    .limit(limit);
}

/** One SQL query returning the categories the API returns for a filter. */
function rawCategoryRows(strapi, filter) {
  const { matchingMediaIds } = requireDist('./src/library/media-query.js');
  const meta = (uid) => strapi.db.metadata.get(uid);
  const categoryLink = meta('api::meditation.meditation').attributes.category.joinTable;
  const query = strapi.db
    .connection(`${meta('api::category.category').tableName} as c`)
    .select('c.document_id', 'c.name', 'c.description')
    .whereNotNull('c.published_at')
    .where('c.is_teen', false)
    .orderBy([{ column: 'c.sort_order' }, { column: 'c.name' }]);
  if (filter.categoryIds.length > 0) query.whereIn('c.document_id', filter.categoryIds);
  const hasCriteria = filter.duration.length || filter.ageRange.length || filter.theme.length || filter.searchTerm;
  if (hasCriteria) {
    query.whereIn(
      'c.id',
      strapi.db
        .connection(`${categoryLink.name} as jc`)
        .select(`jc.${categoryLink.inverseJoinColumn.name}`)
        .whereIn(`jc.${categoryLink.joinColumn.name}`, matchingMediaIds({ filter }).select('m.id')),
    );
  }
  return query;
}

function scenarios(strapi, categoryIds) {
  const allFilters = { duration: ['5-10', '10-15'], ageRange: ['5-7', '8-10'], theme: ['calm', 'sleepy', 'focused'] };
  const categoryFilter = { duration: ['5-10'], ageRange: ['5-7'], theme: ['calm'] };
  const fewCategories = categoryIds.slice(0, 5);
  return [
    {
      name: 'category/media/all: one category, duration + age + feelings',
      path: '/api/category/media/all',
      body: (index) => ({ libraryId: categoryIds[index % categoryIds.length], filter: allFilters }),
      raw: (index) => rawMediaRows(strapi, { filter: { ...EMPTY, ...allFilters }, categoryIds: [categoryIds[index % categoryIds.length]] }, 100),
    },
    {
      name: 'category/media/all: whole library, search "ocean" + feelings, 100 rows',
      path: '/api/category/media/all',
      body: () => ({ filter: { searchTerm: 'ocean', theme: ['calm', 'sleepy'] }, limit: 100 }),
      raw: () => rawMediaRows(strapi, { filter: { ...EMPTY, searchTerm: 'ocean', theme: ['calm', 'sleepy'] }, teen: false }, 100),
    },
    {
      name: 'category/media/all: whole library, no filter, 500 rows',
      path: '/api/category/media/all',
      body: () => ({ filter: {}, limit: 500 }),
      raw: () => rawMediaRows(strapi, { filter: EMPTY, teen: false }, 500),
    },
    {
      name: 'category/all: categories holding matching media',
      path: '/api/category/all',
      body: () => ({ filter: categoryFilter }),
      raw: () => rawCategoryRows(strapi, { ...EMPTY, ...categoryFilter }),
    },
    {
      name: 'category/all: 5 selected categories',
      path: '/api/category/all',
      body: () => ({ filter: { categoryIds: fewCategories } }),
      raw: () => rawCategoryRows(strapi, { ...EMPTY, categoryIds: fewCategories }),
    },
  ];
}

export async function measureScenarios(strapi, baseUrl, catalogue, requests) {
  let queries = 0;
  // A new pooled PostgreSQL connection first runs Strapi's `SET search_path`: connection setup, not the query.
  strapi.db.connection.on('query', (query) => {
    if (!/^set search_path/i.test(query.sql)) queries += 1;
  });
  const results = [];
  for (const scenario of scenarios(strapi, catalogue.categoryIds)) {
    const latencies = [];
    const queryCounts = new Set();
    const rowCounts = new Set();
    const rawLatencies = [];
    for (let index = -10; index < requests; index += 1) {
      queries = 0;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${scenario.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(scenario.body(index + 10)),
      });
      const body = await response.json();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${scenario.name}: HTTP ${response.status} ${JSON.stringify(body)}`);
      if (index < 0) continue;
      latencies.push(elapsed);
      queryCounts.add(queries);
      rowCounts.add(body.response_data.length);

      const rawStarted = performance.now();
      await scenario.raw(index + 10);
      rawLatencies.push(performance.now() - rawStarted);
    }
    const p50 = percentile(latencies, 0.5);
    const rawP50 = percentile(rawLatencies, 0.5);
    results.push({
      name: scenario.name,
      requests,
      rows: [Math.min(...rowCounts), Math.max(...rowCounts)],
      queries: [...queryCounts].sort((a, b) => a - b),
      p50,
      p95: percentile(latencies, 0.95),
      max: Math.max(...latencies),
      rawP50,
      rawP95: percentile(rawLatencies, 0.95),
      ratio: p50 / rawP50,
    });
  }
  return results;
}
