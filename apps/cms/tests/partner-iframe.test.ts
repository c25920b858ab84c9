import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cmsForTests } from './cms-for-tests';
import { createFreeAndPaid, createPartner, expectRefused, type Partner, partnerToken } from './partner-support';

// Issue 56 item 3: the web's iframe player (/embed/<meditation>) looks meditations up from the web's own origin, and
// the web asks which origins may frame it (docs/decisions/2026-11-29-iframe-player-and-oembed.md).

const WEB = 'https://tate-web.example';
const SCHOOL = 'https://birch-school.example';
const CLINIC = 'https://birch-clinic.example:8443';
const STRANGER = 'https://copycat.example';

const lookupAnswer = z.object({ data: z.object({ src: z.string(), title: z.string(), type: z.string(), playTicket: z.string().optional() }) });
const framesAnswer = z.object({ data: z.object({ origins: z.array(z.string()) }) });

const cms = cmsForTests({ WEB_PUBLIC_URL: `${WEB}/` });

let freeId: string;
let paidId: string;

/** A partner on the school's and the clinic's origins, licensed the paid meditation. */
function createBirchPartner(name: string, active = true): Promise<Partner> {
  return createPartner(cms.strapi, { name, active, allowedOrigins: `${SCHOOL}\n${CLINIC}`, meditations: [paidId] });
}

function lookUp(partner: Partner, id: string, origin: string, token?: string): Promise<Response> {
  const query = new URLSearchParams({ key: partner.publicKey });
  if (token) query.set('token', token);
  return fetch(`${cms.url}/api/media/${id}?${query}`, { headers: { origin } });
}

beforeAll(async () => {
  ({ freeId, paidId } = await createFreeAndPaid(cms.strapi, 'birch'));
});

describe("the web's iframe player", () => {
  it("looks a meditation up from the web's origin with the partner's key, and a paid one only with its token", async () => {
    const school = await createBirchPartner('Birch School');
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
    const school = await createBirchPartner('Birch Library');
    await expectRefused(await lookUp(school, freeId, STRANGER), 'origin-not-allowed');
    const closed = await createBirchPartner('Birch Closed Library', false);
    await expectRefused(await lookUp(closed, freeId, WEB), 'key-inactive');
  });
});

describe('the origins that may frame it', () => {
  it("are an active partner's allowed origins, never kept by a cache", async () => {
    const school = await createBirchPartner('Birch Publisher');
    const response = await fetch(`${cms.url}/api/partner-frames/${school.publicKey}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(framesAnswer.parse(await response.json()).data.origins).toEqual([SCHOOL, CLINIC]);
  });

  it('are refused for a missing, malformed, unknown or inactive key, with their codes', async () => {
    const inactive = await createBirchPartner('Birch Closed', false);
    await expectRefused(await fetch(`${cms.url}/api/partner-frames/tpk_short`), 'key-malformed');
    await expectRefused(await fetch(`${cms.url}/api/partner-frames/tpk_${'z'.repeat(32)}`), 'key-unknown');
    await expectRefused(await fetch(`${cms.url}/api/partner-frames/${inactive.publicKey}`), 'key-inactive');
  });
});
