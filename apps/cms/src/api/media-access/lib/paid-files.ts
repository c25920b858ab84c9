/** Is this /uploads URL the audio or video file of a paid meditation (draft or published)? One SQL query. */
export async function isPaidFileUrl(url: string): Promise<boolean> {
  const files = strapi.db.metadata.get('plugin::upload.file' as never) as {
    tableName: string;
    attributes: Record<string, { joinTable?: { name: string } }>;
  };
  const morphTable = files.attributes.related?.joinTable?.name;
  if (!morphTable) throw new Error('plugin::upload.file.related has no join table');
  const filesTable = files.tableName;
  const meditationsTable = strapi.db.metadata.get('api::meditation.meditation' as never).tableName;
  const row = (await strapi.db
    .connection(`${filesTable} as f`)
    .join(`${morphTable} as r`, 'r.file_id', 'f.id')
    .join(`${meditationsTable} as m`, 'm.id', 'r.related_id')
    .where('f.url', url)
    .where('r.related_type', 'api::meditation.meditation')
    .where('r.field', 'file')
    .where('m.access_level', 'paid')
    .first('f.id')) as { id: number } | undefined;
  return row !== undefined;
}

/** Is this /uploads URL a stored upload at all? */
export async function isUploadedFileUrl(url: string): Promise<boolean> {
  const file = await strapi.db.query('plugin::upload.file').findOne({ where: { url }, select: ['id'] });
  return file !== null;
}
