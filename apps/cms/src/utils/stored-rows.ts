import type { Data, Schema, UID } from '@strapi/strapi';

/** A content type's relation, media and component attributes: the query engine reads them only when told to populate them. */
type PopulatableName<Uid extends UID.ContentType> = Schema.PopulatableAttributeNames<Uid>;

/**
 * A row of a content type as `strapi.db.query(uid)` reads it without a `select` or a `populate`, typed from the
 * generated schema (types/generated, written by `strapi ts:generate-types` in the CMS build). Strapi's
 * `Data.ContentType` marks every attribute optional (a `select` may leave any out), types an id as string or number,
 * a date-time as Date or string and a media attribute as `any`; the query engine gives every stored row its number id,
 * the attributes the schema requires and its createdAt and updatedAt, date-times as ISO strings (@strapi/database's
 * DatetimeField.fromDB), and no relation, media or component unless populated.
 */
export type StoredRow<Uid extends UID.ContentType> = Omit<Data.ContentType<Uid>, 'id' | 'createdAt' | 'updatedAt' | PopulatableName<Uid>> & {
  [Name in Exclude<Schema.RequiredAttributeNames<Uid>, PopulatableName<Uid>>]: Schema.AttributeValueByName<Uid, Name>;
} & { id: number; createdAt: string; updatedAt: string };

/** A populated media or relation attribute: its target's rows for a to-many one, else its row or null. */
type PopulatedValue<Attribute> =
  Attribute extends Schema.Attribute.Media<infer _Kind, infer Multiple>
    ? Multiple extends true
      ? StoredRow<'plugin::upload.file'>[]
      : StoredRow<'plugin::upload.file'> | null
    : Attribute extends { relation: infer Kind extends string; target: infer Target extends UID.ContentType }
      ? Kind extends `${string}Many`
        ? StoredRow<Target>[]
        : StoredRow<Target> | null
      : never;

/** A row read with its `Names` media and relation attributes populated, each a whole row of its target. */
export type PopulatedRow<Uid extends UID.ContentType, Names extends PopulatableName<Uid>> = StoredRow<Uid> & {
  [Name in Names]: PopulatedValue<Schema.AttributeByName<Uid, Name>>;
};

type Where = Record<string, unknown>;
type OrderBy = Record<string, 'asc' | 'desc'>[];

/**
 * `strapi.db.query(uid)`'s reads of whole rows, typed by the UID, each with the media and relation attributes named in
 * `populate`. Strapi types the query engine's results as `any` (the document service, `strapi.documents(uid)`, is
 * typed; the query engine is not): this is the one place that gives them a type, the content type's StoredRow. A read
 * with a `select` would leave attributes out, so there is none, and a populated attribute is read whole too.
 */
export function storedRows<Uid extends UID.ContentType, Names extends PopulatableName<Uid> = never>(uid: Uid, populate?: readonly Names[]) {
  const query = strapi.db.query(uid);
  return {
    findOne: (where: Where, orderBy?: OrderBy): Promise<PopulatedRow<Uid, Names> | null> => query.findOne({ where, orderBy, populate }),
    findMany: (where: Where, orderBy: OrderBy, limit?: number): Promise<PopulatedRow<Uid, Names>[]> =>
      query.findMany({ where, orderBy, limit, populate }),
  };
}
