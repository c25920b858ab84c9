import type { Schema, UID } from '@strapi/strapi';

/** A content type's relation, media and component attributes: the query engine reads them only when told to populate them. */
type PopulatableName<Uid extends UID.ContentType> = Schema.PopulatableAttributeNames<Uid>;

/** A content type's columns: its attributes but its relation, media and component ones, and the four every row has. */
type ColumnName<Uid extends UID.ContentType> = Exclude<Schema.AttributeNames<Uid>, PopulatableName<Uid> | 'id' | 'documentId' | 'createdAt' | 'updatedAt'>;

/** A column's value as the query engine reads it: date-times and dates as strings, null when empty unless the schema requires it. */
type ColumnValue<Uid extends UID.ContentType, Name extends Schema.AttributeNames<Uid>> =
  | Exclude<Schema.AttributeValueByName<Uid, Name>, globalThis.Date>
  | (Name extends Schema.RequiredAttributeNames<Uid> ? never : null);

/**
 * A row of a content type as `strapi.db.query(uid)` reads it without a `select` or a `populate`, typed from the
 * generated schema (types/generated, written by `strapi ts:generate-types` in the CMS build). Strapi's
 * `Data.ContentType` marks every attribute optional (a `select` may leave any out), types an id as string or number,
 * a date-time as Date or string and a media attribute as `any`; the query engine gives every stored row its number id
 * and every column, null when empty, date-times and dates as ISO strings (@strapi/database's DatetimeField.fromDB),
 * and no relation, media or component unless populated.
 */
export type StoredRow<Uid extends UID.ContentType> = { [Name in ColumnName<Uid>]: ColumnValue<Uid, Name> } & {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
};

/** What a write may set on a row: any of its columns, a date-time as a Date or an ISO string, null to empty it. */
export type RowChange<Uid extends UID.ContentType> = { [Name in ColumnName<Uid>]?: Schema.AttributeValueByName<Uid, Name> | null };

/** What a media or relation attribute points at: the upload plugin's file for a media one. */
type TargetOf<Attribute> =
  Attribute extends Schema.Attribute.Media<infer _Kind, infer _Multiple>
    ? // eslint-disable-next-line no-restricted-syntax -- a type below src/media, whose UPLOAD_FILE this layer may not import
      'plugin::upload.file'
    : Attribute extends { target: infer Target extends UID.ContentType }
      ? Target
      : never;

/** Whether a populated attribute is an array: a multiple media one, or a relation to many. */
type IsMany<Attribute> =
  Attribute extends Schema.Attribute.Media<infer _Kind, infer Multiple>
    ? Multiple
    : Attribute extends { relation: `${string}Many` }
      ? true
      : false;

type Target<Uid extends UID.ContentType, Name extends PopulatableName<Uid>> = TargetOf<Schema.AttributeByName<Uid, Name>>;

/**
 * What a read asks the query engine for, in its own terms: `select`, the columns (every one when absent), and
 * `populate`, the media and relation attributes to read with the row, each `true` (its whole row) or a read of its
 * own (its `select`, its `populate`).
 */
export type Read<Uid extends UID.ContentType> = {
  select?: readonly (keyof StoredRow<Uid> & string)[];
  populate?: { [Name in PopulatableName<Uid>]?: true | Read<Target<Uid, Name>> };
};

/** The columns a read gives: those its `select` names, else the whole stored row. */
type Selected<Uid extends UID.ContentType, Asked> = Asked extends { select: readonly (infer Column extends keyof StoredRow<Uid>)[] }
  ? Pick<StoredRow<Uid>, Column>
  : StoredRow<Uid>;

/** A populated attribute: its target's rows for a to-many one, else its row or null; each as its own read gives it. */
type PopulatedValue<Attribute, Asked> =
  TargetOf<Attribute> extends infer Of extends UID.ContentType
    ? IsMany<Attribute> extends true
      ? ReadRow<Of, Asked>[]
      : ReadRow<Of, Asked> | null
    : never;

/** A row as `read` gives it: the columns it selects, and the attributes it populates. */
export type ReadRow<Uid extends UID.ContentType, Asked> = Selected<Uid, Asked> &
  (Asked extends { populate: infer Populate }
    ? { [Name in keyof Populate & PopulatableName<Uid>]: PopulatedValue<Schema.AttributeByName<Uid, Name>, Populate[Name]> }
    : unknown);

/** A row read whole with its `Names` media and relation attributes populated, each a whole row of its target. */
export type PopulatedRow<Uid extends UID.ContentType, Names extends PopulatableName<Uid>> = ReadRow<Uid, { populate: Record<Names, true> }>;

type Where = Record<string, unknown>;
type OrderBy = Record<string, 'asc' | 'desc'>[];

/**
 * `strapi.db.query(uid)`'s reads (and the write that reads its row back), typed by the UID and by `read` (the columns it selects, the attributes it
 * populates). Strapi types the query engine's results as `any` (the document service, `strapi.documents(uid)`, is
 * typed; the query engine is not): this is the one place that gives them a type, built from the content type's
 * StoredRow, so a row names only what was read.
 */
export function storedRows<Uid extends UID.ContentType, const Asked extends Read<Uid> = Record<never, never>>(uid: Uid, read?: Asked) {
  const query = strapi.db.query(uid);
  const select = read?.select;
  const populate = read?.populate;
  return {
    findOne: (where: Where, orderBy?: OrderBy): Promise<ReadRow<Uid, Asked> | null> => query.findOne({ where, orderBy, select, populate }),
    findMany: (where: Where, orderBy?: OrderBy, limit?: number): Promise<ReadRow<Uid, Asked>[]> =>
      query.findMany({ where, orderBy, limit, select, populate }),
    /** Writes the columns of the row the condition names and reads it back, or null when there is none. */
    update: (where: Where, data: RowChange<Uid>): Promise<ReadRow<Uid, Asked> | null> => query.update({ where, data, select, populate }),
  };
}
