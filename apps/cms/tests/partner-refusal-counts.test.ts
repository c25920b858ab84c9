import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARTNER_REFUSALS, type PartnerRefusalCode } from '@tate/contracts';
import { adminToken } from './admin-support';
import { cmsForTests } from './cms-for-tests';
import { createCategory, createMedia, uploadFile } from './children-support';

// Issue 56 item 5: a partner's refusals by code, counted where the CMS answers them, in its numbers of the last 30
// days (docs/decisions/2026-11-29-partner-counts-framed-only.md). Three lookups a minute per key, to reach the limit.

const AUDIO_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(2048, 0xff)]);
const PARTNER = 'api::partner.partner';
const SCHOOL = 'https://pine-school.example';
const STRANGER = 'https://copycat.example';

const partnerShape = z.object({ documentId: z.string(), publicKey: z.string() });
const refusalsShape = z.object({ data: z.object({ refusals: z.array(z.object({ code: z.string(), count: z.number() })) }) });

type Partner = z.infer<typeof partnerShape>;

const cms = cmsForTests({ PARTNER_MEDIA_KEY_MAX: '3' });

let freeId: string;
let otherFreeId: string;
let paidId: string;

async function createPartner(name: string): Promise<Partner> {
  const data = { name, contactEmail: 'office@pine.example', active: true, allowedOrigins: SCHOOL };
  return partnerShape.parse(await cms.strapi.documents(PARTNER).create({ data }));
}

function lookUp(key: string, id: string, origin: string): Promise<Response> {
  return fetch(`${cms.url}/api/media/${id}?${new URLSearchParams({ key })}`, { headers: { origin } });
}

async function expectRefused(response: Response, code: PartnerRefusalCode): Promise<void> {
  expect(response.status, code).toBe(PARTNER_REFUSALS[code].status);
  expect(await response.json(), code).toMatchObject({ response_data: { code } });
}

async function refusalsOf(partner: Partner) {
  await cms.strapi.service(PARTNER).flushPlays();
  const answer = await fetch(`${cms.url}/partner-numbers/partners/${partner.documentId}`, {
    headers: { Authorization: `Bearer ${await adminToken(cms, 'tate-commerce')}` },
  });
  expect(answer.status).toBe(200);
  return refusalsShape.parse(await answer.json()).data.refusals;
}

beforeAll(async () => {
  const category = await createCategory(cms.strapi);
  const file = await uploadFile(cms.strapi, 'partner-refusal-counts.mp3', AUDIO_BYTES, 'audio/mpeg');
  freeId = await createMedia(cms.strapi, { title: 'Free pine', categoryId: category, fileId: file.id });
  otherFreeId = await createMedia(cms.strapi, { title: 'Other pine', categoryId: category, fileId: file.id });
  paidId = await createMedia(cms.strapi, { title: 'Paid pine', accessLevel: 'paid', categoryId: category, fileId: file.id });
});

describe("a partner's refusals", () => {
  it('are counted by code where they are answered: lookups, plays, rate limits and the frame origins of an inactive key', async () => {
    const school = await createPartner('Pine School');
    const other = await createPartner('Pine Clinic');
    await expectRefused(await lookUp(school.publicKey, freeId, STRANGER), 'origin-not-allowed');
    await expectRefused(await lookUp(school.publicKey, paidId, SCHOOL), 'not-licensed');
    const looked = await lookUp(school.publicKey, freeId, SCHOOL);
    const { playTicket } = z.object({ data: z.object({ playTicket: z.string() }) }).parse(await looked.json()).data;
    const play = await fetch(`${cms.url}/api/media/${otherFreeId}/plays?${new URLSearchParams({ key: school.publicKey, ticket: playTicket })}`, {
      method: 'POST',
      headers: { origin: SCHOOL },
    });
    await expectRefused(play, 'ticket-invalid');
    // The key's fourth lookup this minute: refused before the key is read, counted for the partner it admitted.
    await expectRefused(await lookUp(school.publicKey, freeId, SCHOOL), 'rate-limited');
    await expectRefused(await lookUp(school.publicKey, freeId, SCHOOL), 'rate-limited');
    // A key of no partner counts for nobody.
    await expectRefused(await lookUp(`tpk_${'p'.repeat(32)}`, freeId, SCHOOL), 'key-unknown');
    await cms.strapi.documents(PARTNER).update({ documentId: school.documentId, data: { active: false } });
    await expectRefused(await fetch(`${cms.url}/api/partner-frames/${school.publicKey}`), 'key-inactive');

    expect(await refusalsOf(school)).toEqual([
      { code: 'rate-limited', count: 2 },
      { code: 'key-inactive', count: 1 },
      { code: 'not-licensed', count: 1 },
      { code: 'origin-not-allowed', count: 1 },
      { code: 'ticket-invalid', count: 1 },
    ]);
    expect(await refusalsOf(other)).toEqual([]);
  });
});
