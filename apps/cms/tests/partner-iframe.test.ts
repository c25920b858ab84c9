import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARTNER_REFUSALS, type PartnerRefusalCode } from '@tate/contracts';
import { cmsForTests } from './cms-for-tests';
import { partnerToken } from './partner-support';
import { createCategory, createMedia, uploadFile } from './children-support';

// Issue 56 item 3: the web's iframe player (/embed/<meditation>) looks meditations up from the web's own origin, and
// the web asks which origins may frame it (docs/decisions/2026-11-29-iframe-player-and-oembed.md).

const AUDIO_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(2048, 0xff)]);
const PARTNER = 'api::partner.partner';
const WEB = 'https://tate-web.example';
const SCHOOL = 'https://birch-school.example';
const CLINIC = 'https://birch-clinic.example:8443';
const STRANGER = 'https://copycat.example';

const partnerShape = z.object({ documentId: z.string(), publicKey: z.string() });
const lookupAnswer = z.object({ data: z.object({ src: z.string(), title: z.string(), type: z.string(), playTicket: z.string().optional() }) });
const framesAnswer = z.object({ data: z.object({ origins: z.array(z.string()) }) });

type Partner = z.infer<typeof partnerShape>;

const cms = cmsForTests({ WEB_PUBLIC_URL: `${WEB}/` });

let freeId: string;
let paidId: string;

async function createPartner(name: string, fields: { active?: boolean } = {}): Promise<Partner> {
  const data = { name, contactEmail: 'office@birch.example', active: fields.active ?? true, allowedOrigins: `${SCHOOL}\n${CLINIC}`, meditations: [paidId] };
  return partnerShape.parse(await cms.strapi.documents(PARTNER).create({ data }));
}

function lookUp(partner: Partner, id: string, origin: string, token?: string): Promise<Response> {
  const query = new URLSearchParams({ key: partner.publicKey });
  if (token) query.set('token', token);
  return fetch(`${cms.url}/api/media/${id}?${query}`, { headers: { origin } });
}

async function expectRefused(response: Response, code: PartnerRefusalCode): Promise<void> {
  const { status, message } = PARTNER_REFUSALS[code];
  expect(response.status, code).toBe(status);
  expect(await response.json(), code).toEqual({ response_code: status, response_message: message, response_data: { code } });
}

beforeAll(async () => {
  const category = await createCategory(cms.strapi);
  const file = await uploadFile(cms.strapi, 'partner-iframe.mp3', AUDIO_BYTES, 'audio/mpeg');
  freeId = await createMedia(cms.strapi, { title: 'Free birch', categoryId: category, fileId: file.id });
  paidId = await createMedia(cms.strapi, { title: 'Paid birch', accessLevel: 'paid', categoryId: category, fileId: file.id });
});

describe("the web's iframe player", () => {
  it("looks a meditation up from the web's origin with the partner's key, and a paid one only with its token", async () => {
    const school = await createPartner('Birch School');
    const free = await lookUp(school, freeId, WEB);
    expect(free.status).toBe(200);
    expect(free.headers.get('access-control-allow-origin')).toBe(WEB);
    const record = lookupAnswer.parse(await free.json()).data;
    expect(record).toMatchObject({ title: 'Free birch', type: 'audio/mpeg' });
    // Without the web's frame pass (a frame opened on its own) nothing counts for the partner: partner-counts.test.ts.
    expect(record.playTicket).toBeUndefined();
    await expectRefused(await lookUp(school, paidId, WEB), 'token-required');
    expect((await lookUp(school, paidId, WEB, await partnerToken(cms.strapi, school))).status).toBe(200);
  });

  it('is refused for another origin, and for an inactive partner', async () => {
    const school = await createPartner('Birch Library');
    await expectRefused(await lookUp(school, freeId, STRANGER), 'origin-not-allowed');
    const closed = await createPartner('Birch Closed Library', { active: false });
    await expectRefused(await lookUp(closed, freeId, WEB), 'key-inactive');
  });
});

describe('the origins that may frame it', () => {
  it("are an active partner's allowed origins, never kept by a cache", async () => {
    const school = await createPartner('Birch Publisher');
    const response = await fetch(`${cms.url}/api/partner-frames/${school.publicKey}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(framesAnswer.parse(await response.json()).data.origins).toEqual([SCHOOL, CLINIC]);
  });

  it('are refused for a missing, malformed, unknown or inactive key, with their codes', async () => {
    const inactive = await createPartner('Birch Closed', { active: false });
    await expectRefused(await fetch(`${cms.url}/api/partner-frames/tpk_short`), 'key-malformed');
    await expectRefused(await fetch(`${cms.url}/api/partner-frames/tpk_${'z'.repeat(32)}`), 'key-unknown');
    await expectRefused(await fetch(`${cms.url}/api/partner-frames/${inactive.publicKey}`), 'key-inactive');
  });
});
