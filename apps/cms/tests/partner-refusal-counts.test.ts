import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARTNER } from '../src/commerce/data/partner';
import { cmsForTests } from './cms-for-tests';
import { createFreeAndPaid, createPartner, expectRefused, partnerNumbersOf } from './partner-support';

// Issue 56 item 5: a partner's refusals by code, counted where the CMS answers them, in its numbers of the last 30
// days (docs/decisions/2026-11-29-partner-counts-framed-only.md). Three lookups a minute per key, to reach the limit.

const SCHOOL = 'https://pine-school.example';
const STRANGER = 'https://copycat.example';

const cms = cmsForTests({ PARTNER_MEDIA_KEY_MAX: '3' });

let freeId: string;
let otherFreeId: string;
let paidId: string;

function lookUp(key: string, id: string, origin: string): Promise<Response> {
  return fetch(`${cms.url}/api/media/${id}?${new URLSearchParams({ key })}`, { headers: { origin } });
}

beforeAll(async () => {
  const made = await createFreeAndPaid(cms.strapi, 'pine');
  freeId = made.freeId;
  paidId = made.paidId;
  otherFreeId = await made.library.createMeditation('Other pine');
});

describe("a partner's refusals", () => {
  it('are counted by code where they are answered: lookups, plays, rate limits and the frame origins of an inactive key', async () => {
    const school = await createPartner(cms.strapi, { name: 'Pine School', allowedOrigins: SCHOOL });
    const other = await createPartner(cms.strapi, { name: 'Pine Clinic', allowedOrigins: SCHOOL });
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

    expect((await partnerNumbersOf(cms, school)).refusals).toEqual([
      { code: 'rate-limited', count: 2 },
      { code: 'key-inactive', count: 1 },
      { code: 'not-licensed', count: 1 },
      { code: 'origin-not-allowed', count: 1 },
      { code: 'ticket-invalid', count: 1 },
    ]);
    expect((await partnerNumbersOf(cms, other)).refusals).toEqual([]);
  });

  it("count a frame framed by a page the key does not allow, which the web asks about with the page's origin (framer)", async () => {
    const school = await createPartner(cms.strapi, { name: 'Pine Nursery', allowedOrigins: SCHOOL });
    const frameOrigins = (key: string, framer?: string) =>
      fetch(`${cms.url}/api/partner-frames/${key}${framer === undefined ? '' : `?${new URLSearchParams({ framer })}`}`);
    await expectRefused(await frameOrigins(school.publicKey, STRANGER), 'origin-not-allowed');
    await expectRefused(await frameOrigins(school.publicKey, 'chrome-extension://abcdef'), 'origin-not-allowed');
    // Its own page, or a frame whose page the web does not know (no Referer: the frame policy refuses it), is answered.
    for (const framer of [SCHOOL, undefined]) {
      const allowed = await frameOrigins(school.publicKey, framer);
      expect(allowed.status).toBe(200);
      expect(await allowed.json()).toEqual({ data: { origins: [SCHOOL] } });
    }
    // A key of no partner still counts for nobody.
    await expectRefused(await frameOrigins(`tpk_${'q'.repeat(32)}`, STRANGER), 'key-unknown');

    expect((await partnerNumbersOf(cms, school)).refusals).toEqual([{ code: 'origin-not-allowed', count: 2 }]);
  });
});
