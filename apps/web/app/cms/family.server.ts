import { z } from 'zod';
import type { CmsClient } from './client.server';
import { CmsError } from './errors.server';
import { mediaUrl } from './media-url.server';

const childSchema = z.object({
  _id: z.string(),
  name: z.string(),
  dateOfBirth: z.string(),
  age: z.number().int(),
  imagePath: z.string().nullable(),
  theme: z.array(z.string()),
});

export type Child = Omit<z.infer<typeof childSchema>, '_id' | 'imagePath'> & { id: string; imageUrl: string | null };

/** A parent's children (POST children/all), oldest first as the CMS sends them. */
export async function listChildren(cms: CmsClient, token: string): Promise<Child[]> {
  const envelope = await cms.postEnvelope('children/all', {}, { token });
  if (envelope.response_code !== 200) {
    throw new CmsError(`The content service answered ${envelope.response_code} for /api/children/all`, 'status', envelope.response_code);
  }
  const parsed = z.array(childSchema).safeParse(envelope.response_data);
  if (!parsed.success) throw new CmsError('The content service sent an unexpected shape for /api/children/all', 'invalid');
  return parsed.data.map(({ _id, imagePath, ...child }) => ({
    ...child,
    id: _id,
    imageUrl: imagePath ? mediaUrl(cms.config.publicUrl, imagePath) : null,
  }));
}
