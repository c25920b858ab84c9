import type { Core, UID } from '@strapi/strapi';

export type SeedData = Record<string, unknown>;
/** Which existing document a seed entry is: one field's plain value. */
export type SeedFilters = Record<string, string | number>;
export type SeededDocument = { id: number; documentId: string; created: boolean };

function hasDraftAndPublish(strapi: Core.Strapi, uid: UID.ContentType): boolean {
  return strapi.getModel(uid).options?.draftAndPublish === true;
}

/**
 * The document matching `filters`, created (and published, where the type has drafts) only when
 * it does not exist yet: running the seed again leaves existing content, including editors' changes, alone.
 */
export async function ensureDocument(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  filters: SeedFilters,
  data: SeedData,
): Promise<SeededDocument> {
  const documents = strapi.documents(uid);
  const draftAndPublish = hasDraftAndPublish(strapi, uid);
  const existing = await documents.findFirst({ filters, ...(draftAndPublish ? { status: 'draft' as const } : {}) });
  if (existing) return { ...(existing as { id: number; documentId: string }), created: false };
  const created = await documents.create({ data, ...(draftAndPublish ? { status: 'published' as const } : {}) });
  return { ...(created as { id: number; documentId: string }), created: true };
}

/** A single type's content, created and published once. */
export async function ensureSingle(strapi: Core.Strapi, uid: UID.ContentType, data: SeedData): Promise<void> {
  const documents = strapi.documents(uid);
  const existing = await documents.findFirst({ status: 'draft' });
  if (!existing) await documents.create({ data, status: 'published' });
}
