import { removedChildDataSchema, type BedtimeSettings } from '@tate/contracts';
import { z } from 'zod';
import type { CmsClient } from './client.server';
import { answerOf, dataOf, foundOf, refusedFieldOf, type Outcome } from './envelope.server';
import { mediaUrl } from './media-url.server';
import type { Meditation } from './meditation';
import { cmsMeditationSchema, toMeditation } from './meditation.server';

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
  const children = dataOf('children/all', await cms.postEnvelope('children/all', {}, { token }), z.array(childSchema));
  return children.map((child) => toChild(cms, child));
}

function toChild(cms: CmsClient, { _id, imagePath, ...child }: z.infer<typeof childSchema>): Child {
  return { ...child, id: _id, imageUrl: imagePath ? mediaUrl(cms.config.publicUrl, imagePath) : null };
}

/** Deletes a child's data (profile, photo, history, favourites, positions); with a 200, what was removed. */
export async function deleteChild(cms: CmsClient, token: string, childId: string) {
  const envelope = await cms.sendEnvelope('DELETE', `children/${encodeURIComponent(childId)}`, { token });
  return answerOf('children/:id', envelope, z.object({ removed: removedChildDataSchema }));
}

/** One child of the signed-in parent, or null when it is not theirs or does not exist. */
export async function getChild(cms: CmsClient, token: string, childId: string): Promise<Child | null> {
  const child = foundOf('children/:id', await cms.sendEnvelope('GET', `children/${encodeURIComponent(childId)}`, { token }), childSchema);
  return child ? toChild(cms, child) : null;
}

export type ChildInput = { name: string; dateOfBirth: string; theme: string[]; profileImg?: File };

/** Creates (no id) or updates a child as multipart, the photo as `profileImg`; a 200 gives the child's id. */
function childForm(input: ChildInput): FormData {
  const body = new FormData();
  body.set('name', input.name);
  body.set('dateOfBirth', input.dateOfBirth);
  body.set('theme', JSON.stringify(input.theme));
  if (input.profileImg) body.set('profileImg', input.profileImg, input.profileImg.name);
  return body;
}

/**
 * Makes a child with its bedtime settings in one write (POST children): a refused setting makes nothing, and its
 * `field` names the form field the message belongs to (null when none).
 */
export async function createChild(cms: CmsClient, token: string, input: ChildInput, settings: BedtimeSettings) {
  const body = childForm(input);
  body.set('bedtime', JSON.stringify(settings));
  const envelope = await cms.sendEnvelope('POST', 'children', { token, body });
  const { code, message, data } = answerOf('children', envelope, childSchema);
  // A bedtime setting's refusal names it `bedtime.<field>`; the form's field is `<field>`.
  const field = refusedFieldOf(envelope)?.replace(/^bedtime\./, '') ?? null;
  return { code, message, childId: data?._id ?? null, field };
}

/** Saves a child's own fields (PUT children/:id). */
export async function updateChild(cms: CmsClient, token: string, childId: string, input: ChildInput): Promise<Outcome> {
  const envelope = await cms.sendEnvelope('PUT', `children/${encodeURIComponent(childId)}`, { token, body: childForm(input) });
  const { code, message } = answerOf('children/:id', envelope, childSchema);
  return { code, message };
}

/** A child's favourite media (POST get-child-favouritelist); null when the child is not the parent's. */
export async function listFavourites(cms: CmsClient, token: string, childId: string): Promise<Meditation[] | null> {
  const envelope = await cms.postEnvelope('get-child-favouritelist', { childId }, { token });
  const favourites = foundOf('get-child-favouritelist', envelope, z.array(cmsMeditationSchema));
  return favourites ? favourites.map((media) => toMeditation(cms, media)) : null;
}
