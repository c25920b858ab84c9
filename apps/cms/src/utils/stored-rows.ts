import type { Data, Schema, UID } from '@strapi/strapi';

/**
 * A row of a content type as `strapi.db.query(uid)` reads it without a `select`, typed from the generated schema
 * (types/generated, written by `strapi ts:generate-types` in the CMS build). Strapi's `Data.ContentType` marks every
 * attribute optional (a `select` may leave any out) and types an id as string or number and a date-time as Date or
 * string; the query engine gives every stored row its number id, the attributes the schema requires and its
 * createdAt and updatedAt, date-times as ISO strings (@strapi/database's DatetimeField.fromDB).
 */
export type StoredRow<Uid extends UID.ContentType> = Omit<Data.ContentType<Uid>, 'id' | 'createdAt' | 'updatedAt'> & {
  [Name in Schema.RequiredAttributeNames<Uid>]: Schema.AttributeValueByName<Uid, Name>;
} & { id: number; createdAt: string; updatedAt: string };

type Where = Record<string, unknown>;
type OrderBy = Record<string, 'asc' | 'desc'>[];

/**
 * `strapi.db.query(uid)`'s reads of whole rows, typed by the UID. Strapi types the query engine's results as `any`
 * (the document service, `strapi.documents(uid)`, is typed; the query engine is not): this is the one place that
 * gives them a type, the content type's StoredRow. A read with a `select` would leave attributes out, so there is none.
 */
export function storedRows<Uid extends UID.ContentType>(uid: Uid) {
  const query = strapi.db.query(uid);
  return {
    findOne: (where: Where, orderBy?: OrderBy): Promise<StoredRow<Uid> | null> => query.findOne({ where, orderBy }),
    findMany: (where: Where, orderBy: OrderBy, limit?: number): Promise<StoredRow<Uid>[]> => query.findMany({ where, orderBy, limit }),
  };
}
