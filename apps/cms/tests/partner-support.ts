import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { z } from 'zod';
import {
  PARTNER_REFUSALS,
  PARTNER_TOKEN_ANY_MEDIA,
  PARTNER_TOKEN_AUDIENCE,
  partnerNumbersSchema,
  type PartnerNumbers,
  type PartnerRefusalCode,
} from '@tate/contracts';
import { PARTNER, PARTNER_PLAY } from '../src/commerce/data/partner';
import { adminToken } from './admin-support';
import { createCategory, createMedia, type MediaFixture, uploadFile } from './children-support';
import type { RunningCms } from './harness';

// What the partner test files (partner-*.test.ts, review-findings-partners.test.ts) each start from: the media a
// partner's page plays, a partner, the refusal's envelope, the plays counted, the numbers the admin reads. Each file
// keeps what it proves.

/** A small audio file: an ID3 header followed by filler bytes. */
export const AUDIO_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(2048, 0xff)]);

/** A category of its own and one small audio file, and a way to publish meditations in that category that play it. */
export type PartnerLibrary = {
  categoryId: string;
  fileId: number;
  /** A meditation published in the category with the file (free unless `fixture` says paid): its document id. */
  createMeditation: (title: string, fixture?: Omit<MediaFixture, 'title' | 'categoryId' | 'fileId'>) => Promise<string>;
};

/** A new category and the audio file uploaded as `fileName`: what a partner test file's meditations are made in. */
export async function createPartnerLibrary(strapi: Core.Strapi, fileName: string): Promise<PartnerLibrary> {
  const categoryId = await createCategory(strapi);
  const fileId = (await uploadFile(strapi, fileName, AUDIO_BYTES, 'audio/mpeg')).id;
  return { categoryId, fileId, createMeditation: (title, fixture = {}) => createMedia(strapi, { ...fixture, title, categoryId, fileId }) };
}

/** "Free <name>" and "Paid <name>", in a new library whose file is partner-<name>.mp3: the two meditations most partner tests look up. */
export async function createFreeAndPaid(strapi: Core.Strapi, name: string): Promise<{ library: PartnerLibrary; freeId: string; paidId: string }> {
  const library = await createPartnerLibrary(strapi, `partner-${name}.mp3`);
  const freeId = await library.createMeditation(`Free ${name}`);
  const paidId = await library.createMeditation(`Paid ${name}`, { accessLevel: 'paid' });
  return { library, freeId, paidId };
}

/** A partner as the document service answers it: what the tests send (its key) and look up (its document id). */
export const partnerShape = z.object({ documentId: z.string(), publicKey: z.string(), allowedOrigins: z.string() });

export type Partner = z.infer<typeof partnerShape>;

/** What a test sets on a new partner: its name and allowed origins, and any licence; active unless told otherwise. */
export type PartnerFields = { name: string; allowedOrigins: string; active?: boolean; categories?: string[]; meditations?: string[] };

/** A partner created through the document service, as the Commerce role creates one (its key made on creation). */
export async function createPartner(strapi: Core.Strapi, fields: PartnerFields): Promise<Partner> {
  const data = { contactEmail: 'office@partner.example', active: true, ...fields };
  return partnerShape.parse(await strapi.documents(PARTNER).create({ data }));
}

/** A partner refusal's answer, its body already read: its status, its sentence and its stable code (@tate/contracts partner-refusals). */
export function expectRefusal(response: Response, body: unknown, code: PartnerRefusalCode): void {
  const { status, message } = PARTNER_REFUSALS[code];
  expect(response.status, code).toBe(status);
  expect(body, code).toEqual({ response_code: status, response_message: message, response_data: { code } });
}

/** A partner refusal's answer (expectRefusal), reading its body. */
export async function expectRefused(response: Response, code: PartnerRefusalCode): Promise<void> {
  expectRefusal(response, await response.json(), code);
}

const playsShape = z.array(z.object({ plays: z.number() }));

/** The plays counted for the partner, over all its meditations and days, after the counter's flush. */
export async function playsCounted(strapi: Core.Strapi, partner: Pick<Partner, 'documentId'>): Promise<number> {
  await strapi.service(PARTNER).flushPlays();
  const rows = playsShape.parse(await strapi.db.query(PARTNER_PLAY).findMany({ where: { partner: { documentId: partner.documentId } } }));
  return rows.reduce((sum, row) => sum + row.plays, 0);
}

/** The admin's numbers route answered to the holder of an admin `token` for the partner, after the counter's flush. */
export async function partnerNumbersAs(cms: RunningCms, token: string, partner: Pick<Partner, 'documentId'>): Promise<Response> {
  await cms.strapi.service(PARTNER).flushPlays();
  return fetch(`${cms.url}/partner-numbers/partners/${partner.documentId}`, { headers: { Authorization: `Bearer ${token}` } });
}

const numbersAnswer = z.object({ data: partnerNumbersSchema });

/** The partner's numbers of the last 30 days as the Commerce role reads them in the admin (never cached), after the counter's flush. */
export async function partnerNumbersOf(cms: RunningCms, partner: Pick<Partner, 'documentId'>): Promise<PartnerNumbers> {
  const answer = await partnerNumbersAs(cms, await adminToken(cms, 'tate-commerce'), partner);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return numbersAnswer.parse(await answer.json()).data;
}

const rotatedShape = z.object({ secret: z.string() });

/** A new signing secret of the partner, rotated through its service as the Commerce role rotates it. */
export async function rotateSigningSecret(strapi: Core.Strapi, partner: Pick<Partner, 'documentId'>): Promise<string> {
  return rotatedShape.parse(await strapi.service(PARTNER).rotateSigningSecret(partner.documentId)).secret;
}

/**
 * A partner's new signing secret (rotateSigningSecret) and a token for every licensed meditation signed with it,
 * valid ten minutes: what the partner's server would give its page. The token's own rules are partner-tokens.test.ts'.
 */
export async function partnerToken(strapi: Core.Strapi, partner: Pick<Partner, 'documentId' | 'publicKey'>): Promise<string> {
  const secret = await rotateSigningSecret(strapi, partner);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: PARTNER_TOKEN_AUDIENCE, jti: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(partner.publicKey)
    .setSubject(PARTNER_TOKEN_ANY_MEDIA)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(secret));
}
