import type { UID } from '@strapi/strapi';
import { AGE_RANGE } from './data/age-range';
import { CATEGORY } from './data/category';
import { MEDITATION } from '../media/data/meditation';

/** Table and column names of the library content types, read from Strapi's database metadata. */
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

function joinTableOf(uid: UID.ContentType, attribute: string): JoinTable {
  const meta = strapi.db.metadata.get(uid) as { attributes: Record<string, { joinTable?: JoinTable }> };
  const joinTable = meta.attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no join table`);
  return joinTable;
}

const tableOf = (uid: UID.ContentType) => strapi.db.metadata.get(uid).tableName;

export type LibraryTables = ReturnType<typeof libraryTables>;

let cached: ReturnType<typeof readTables> | undefined;

function readTables() {
  return {
    media: tableOf(MEDITATION),
    categories: tableOf(CATEGORY),
    ageRanges: tableOf(AGE_RANGE),
    feelings: tableOf('api::feeling.feeling'),
    mediaAgeRanges: joinTableOf(MEDITATION, 'ageRanges'),
    mediaFeelings: joinTableOf(MEDITATION, 'feelings'),
    mediaCategory: joinTableOf(MEDITATION, 'category'),
  };
}

export function libraryTables() {
  cached ??= readTables();
  return cached;
}
