/** Is this /uploads URL a stored upload at all? */
export async function isUploadedFileUrl(url: string): Promise<boolean> {
  const file = await strapi.db.query('plugin::upload.file').findOne({ where: { url }, select: ['id'] });
  return file !== null;
}
