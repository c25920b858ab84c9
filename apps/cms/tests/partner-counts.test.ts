import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARTNER_FRAME_PASS_PARAM, partnerFrameClaim } from '@tate/contracts';
import { SIGNED_CLAIM_MAX_AGE_MS, signClaim } from '@tate/contracts/signed-claim';
import { MEDITATION } from '../src/media/data/meditation';
import { PARTNER, PARTNER_PLAY } from '../src/commerce/data/partner';
import { cmsForTests } from './cms-for-tests';
import { createFreeAndPaid, createPartner, expectRefused, type Partner, type PartnerLibrary, partnerToken } from './partner-support';

// Issue 56, the security items of partners v2: what counts for a partner (docs/decisions/2026-11-29-partner-counts-framed-only.md).
// A report counts only for a meditation the partner may still play, and a lookup from the web's iframe player counts
// (a view and a play ticket) only with the web's frame pass, which the web signs when it serves the player as a frame.

const WEB = 'https://tate-web.example';
const SCHOOL = 'https://oak-school.example';

const lookupAnswer = z.object({ data: z.object({ src: z.string(), title: z.string(), playTicket: z.string().optional() }) });
const playRow = z.object({ views: z.number(), plays: z.number(), completions: z.number(), startups: z.record(z.number()).nullable() });

const cms = cmsForTests({ WEB_PUBLIC_URL: `${WEB}/` });

let library: PartnerLibrary;
let freeId: string;
let paidId: string;

async function lookUp(partner: Partner, id: string, origin: string, query: Record<string, string> = {}) {
  const response = await fetch(`${cms.url}/api/media/${id}?${new URLSearchParams({ key: partner.publicKey, ...query })}`, { headers: { origin } });
  expect(response.status).toBe(200);
  return lookupAnswer.parse(await response.json()).data;
}

function send(path: 'plays' | 'reports', partner: Partner, id: string, origin: string, query: Record<string, string>): Promise<Response> {
  const search = new URLSearchParams({ key: partner.publicKey, ...query });
  return fetch(`${cms.url}/api/media/${id}/${path}?${search}`, { method: 'POST', headers: { origin } });
}

/** The partner's counted numbers of a meditation (all days), after the counter's flush. */
async function countedOf(partner: Partner, mediaId: string) {
  await cms.strapi.service(PARTNER).flushPlays();
  const rows = z.array(playRow).parse(await cms.strapi.documents(PARTNER_PLAY).findMany({ filters: { partner: { documentId: partner.documentId }, meditation: { documentId: mediaId } } }));
  return rows.reduce(
    (sum, row) => ({
      views: sum.views + row.views,
      plays: sum.plays + row.plays,
      completions: sum.completions + row.completions,
      startups: sum.startups + Object.values(row.startups ?? {}).reduce((a, b) => a + b, 0),
    }),
    { views: 0, plays: 0, completions: 0, startups: 0 },
  );
}

function framePass(key: string, mediaId: string, now = Date.now()): string {
  return signClaim(partnerFrameClaim(key, mediaId), process.env.CLIENT_ADDRESS_SECRET ?? '', now);
}

beforeAll(async () => {
  ({ library, freeId, paidId } = await createFreeAndPaid(cms.strapi, 'oak'));
});

describe('a report of startup or completion', () => {
  it("is refused, and counts nothing, once the ticket's paid meditation is no longer licensed to the partner", async () => {
    const school = await createPartner(cms.strapi, { name: 'Oak School', allowedOrigins: SCHOOL, meditations: [paidId] });
    const { playTicket: ticket } = await lookUp(school, paidId, SCHOOL, { token: await partnerToken(cms.strapi, school) });
    if (!ticket) throw new Error('the lookup answered no play ticket');
    await cms.strapi.documents(PARTNER).update({ documentId: school.documentId, data: { meditations: { set: [] } } });
    await expectRefused(await send('reports', school, paidId, SCHOOL, { ticket, event: 'startup', ms: '300' }), 'not-licensed');
    await expectRefused(await send('reports', school, paidId, SCHOOL, { ticket, event: 'completion' }), 'not-licensed');
    await expectRefused(await send('plays', school, paidId, SCHOOL, { ticket }), 'not-licensed');
    expect(await countedOf(school, paidId)).toEqual({ views: 1, plays: 0, completions: 0, startups: 0 });
  });

  it("is refused, and counts nothing, once the ticket's meditation is no longer published", async () => {
    const school = await createPartner(cms.strapi, { name: 'Oak Clinic', allowedOrigins: SCHOOL });
    const leaving = await library.createMeditation('Leaving oak');
    const { playTicket: ticket } = await lookUp(school, leaving, SCHOOL);
    if (!ticket) throw new Error('the lookup answered no play ticket');
    expect((await send('plays', school, leaving, SCHOOL, { ticket })).status).toBe(204);
    await cms.strapi.documents(MEDITATION).unpublish({ documentId: leaving });
    await expectRefused(await send('reports', school, leaving, SCHOOL, { ticket, event: 'startup', ms: '300' }), 'media-not-found');
    await expectRefused(await send('reports', school, leaving, SCHOOL, { ticket, event: 'completion' }), 'media-not-found');
    expect(await countedOf(school, leaving)).toEqual({ views: 1, plays: 1, completions: 0, startups: 0 });
  });

  it('still counts for a meditation the partner may play (free, or paid and licensed)', async () => {
    const school = await createPartner(cms.strapi, { name: 'Oak Academy', allowedOrigins: SCHOOL, meditations: [paidId] });
    for (const [id, query] of [[freeId, {}], [paidId, { token: await partnerToken(cms.strapi, school) }]] as const) {
      const { playTicket: ticket } = await lookUp(school, id, SCHOOL, query);
      if (!ticket) throw new Error('the lookup answered no play ticket');
      expect((await send('plays', school, id, SCHOOL, { ticket })).status).toBe(204);
      expect((await send('reports', school, id, SCHOOL, { ticket, event: 'startup', ms: '300' })).status).toBe(204);
      expect((await send('reports', school, id, SCHOOL, { ticket, event: 'completion' })).status).toBe(204);
      expect(await countedOf(school, id)).toEqual({ views: 1, plays: 1, completions: 1, startups: 1 });
    }
  });
});

describe("a lookup from the web's iframe player", () => {
  it('plays, but counts nothing for the partner, without the frame pass the web signs for a frame (the player opened in a tab)', async () => {
    const school = await createPartner(cms.strapi, { name: 'Oak Library', allowedOrigins: SCHOOL });
    const key = school.publicKey;
    const refusedPasses = [
      'not-a-pass',
      framePass(key, paidId),
      framePass(`tpk_${'q'.repeat(32)}`, freeId),
      framePass(key, freeId, Date.now() - SIGNED_CLAIM_MAX_AGE_MS - 5_000),
      signClaim(partnerFrameClaim(key, freeId), 'not-the-secret'),
    ];
    const alone = await lookUp(school, freeId, WEB);
    expect(alone).toMatchObject({ title: 'Free oak' });
    expect(alone.playTicket).toBeUndefined();
    for (const pass of refusedPasses) {
      expect((await lookUp(school, freeId, WEB, { [PARTNER_FRAME_PASS_PARAM]: pass })).playTicket, pass).toBeUndefined();
    }
    expect(await countedOf(school, freeId)).toEqual({ views: 0, plays: 0, completions: 0, startups: 0 });
  });

  it('counts its view and its play with the frame pass for this key and meditation', async () => {
    const school = await createPartner(cms.strapi, { name: 'Oak Publisher', allowedOrigins: SCHOOL });
    const { playTicket: ticket } = await lookUp(school, freeId, WEB, { [PARTNER_FRAME_PASS_PARAM]: framePass(school.publicKey, freeId) });
    if (!ticket) throw new Error('the framed lookup answered no play ticket');
    expect((await send('plays', school, freeId, WEB, { ticket })).status).toBe(204);
    expect(await countedOf(school, freeId)).toEqual({ views: 1, plays: 1, completions: 0, startups: 0 });
  });

  it("counts without a pass for a partner whose own allowed origins include the web's (the /partners demo), and from a partner's own origin", async () => {
    const demo = await createPartner(cms.strapi, { name: 'Oak demo', allowedOrigins: `${WEB}\n${SCHOOL}` });
    expect((await lookUp(demo, freeId, WEB)).playTicket).toEqual(expect.any(String));
    expect((await lookUp(demo, freeId, SCHOOL)).playTicket).toEqual(expect.any(String));
    expect(await countedOf(demo, freeId)).toMatchObject({ views: 2 });
  });
});
