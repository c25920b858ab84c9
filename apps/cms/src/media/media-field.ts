/** The media library id in a media field value as the admin panel or the document service sends it. */
export function mediaFileId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (Array.isArray(value)) return value.length > 0 ? mediaFileId(value[0]) : null;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('id' in record) return mediaFileId(record.id);
    if ('set' in record) return mediaFileId(record.set);
    if ('connect' in record) return mediaFileId(record.connect);
  }
  return null;
}
