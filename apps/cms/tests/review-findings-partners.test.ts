import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARTNER_REFUSALS } from '@tate/contracts';
import { signClaim } from '@tate/contracts/signed-claim';
import { MEDITATION } from '../src/media/data/meditation';
import { PARTNER } from '../src/commerce/data/partner';
import { adminToken } from './admin-support';
import { cmsForTests } from './cms-for-tests';
import { createPartner, createPartnerLibrary, partnerToken, playsCounted } from './partner-support';

// Security review of issue 37 (item 5), partner embeds: one describe per finding.
// See docs/decisions/2026-11-26-review-findings-partners.md.

const lookupAnswer = z.object({
  data: z.object({ src: z.string(), playTicket: z.string() }).optional(),
  response_code: z.number().optional(),
  response_data: z.object({ code: z.string() }).optional(),
});

const cms = cmsForTests({ REDIS_URL: '', PARTNER_MEDIA_CLIENT_MAX: '3', PARTNER_MEDIA_KEY_MAX: '6', PARTNER_PLAYS_CLIENT_MAX: '4' });

let paidId: string;

/** A partner licensed `meditations`, with the token its server would sign for them (paid media needs one). */
async function createPartnerWithToken(name: string, origin: string, meditations: string[] = []) {
  const partner = await createPartner(cms.strapi, { name, allowedOrigins: origin, meditations });
  const token = await partnerToken(cms.strapi, partner);
  return { ...partner, origin, token };
}

type TestPartner = Awaited<ReturnType<typeof createPartnerWithToken>>;

/** A script's request from `address` (as the web would sign it: each address is a client of its own), Origin forged. */
function fromClient(address: string, partner: TestPartner): Record<string, string> {
  const secret = process.env.CLIENT_ADDRESS_SECRET ?? '';
  return { origin: partner.origin, 'x-tate-client-address': address, 'x-tate-client-signature': signClaim(address, secret, Date.now()) };
}

async function lookUp(partner: TestPartner, address: string, id = paidId) {
  const response = await fetch(`${cms.url}/api/media/${id}?key=${partner.publicKey}&token=${partner.token}`, { headers: fromClient(address, partner) });
  return { response, body: lookupAnswer.parse(await response.json()) };
}

/** The play ticket of a lookup from `address`, or null when the lookup was refused. */
async function ticketOf(partner: TestPartner, address: string): Promise<string | null> {
  return (await lookUp(partner, address)).body.data?.playTicket ?? null;
}

function play(partner: TestPartner, address: string, ticket: string | null): Promise<Response> {
  const query = ticket === null ? '' : `&ticket=${encodeURIComponent(ticket)}`;
  return fetch(`${cms.url}/api/media/${paidId}/plays?key=${partner.publicKey}${query}`, { method: 'POST', headers: fromClient(address, partner) });
}

beforeAll(async () => {
  const library = await createPartnerLibrary(cms.strapi, 'partner-review.mp3');
  paidId = await library.createMeditation('Licensed lake', { accessLevel: 'paid' });
});

describe('a partner key with a forged Origin', () => {
  it('gets a limited number of lookups per client and per key, then a 429 with Retry-After', async () => {
    const school = await createPartnerWithToken('Rowan School', 'https://rowan.example', [paidId]);
    const other = await createPartnerWithToken('Hazel School', 'https://hazel.example', [paidId]);
    for (let lookup = 0; lookup < 3; lookup += 1) expect((await lookUp(school, '203.0.113.1')).response.status).toBe(200);
    const refused = await lookUp(school, '203.0.113.1');
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(refused.body.response_data).toEqual({ code: 'rate-limited' });
    expect(refused.body.data).toBeUndefined();
    // Another client still may, until the key's own limit (6) is reached by all its clients together.
    for (let lookup = 0; lookup < 3; lookup += 1) expect((await lookUp(school, '203.0.113.2')).response.status).toBe(200);
    expect((await lookUp(school, '203.0.113.3')).response.status).toBe(429);
    expect((await lookUp(other, '203.0.113.3')).response.status).toBe(200);
  });

  it('gets a signed URL that lasts minutes, serves only for its partner, and ends when the partner is deactivated', async () => {
    const clinic = await createPartnerWithToken('Alder Clinic', 'https://alder.example', [paidId]);
    const other = await createPartnerWithToken('Ash Clinic', 'https://ash.example', [paidId]);
    const { body } = await lookUp(clinic, '198.51.100.1');
    const src = new URL(body.data?.src ?? '');
    expect(Number(src.searchParams.get('expires')) * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const served = await fetch(src, { headers: { Range: 'bytes=0-2' } });
    expect(served.status).toBe(206);
    expect(served.headers.get('cache-control')).toBe('private, max-age=300');
    const unbound = new URL(src);
    unbound.searchParams.delete('partner');
    expect((await fetch(unbound)).status).toBe(403);
    const moved = new URL(src);
    moved.searchParams.set('partner', other.documentId);
    expect((await fetch(moved)).status).toBe(403);
    const deactivated: Record<string, unknown> = { active: false };
    await cms.strapi.documents(PARTNER).update({ documentId: clinic.documentId, data: deactivated });
    const afterDeactivation = await fetch(src, { headers: { Range: 'bytes=0-2' } });
    expect(afterDeactivation.status).toBe(403);
    expect(await afterDeactivation.json()).toEqual({ response_code: 403, response_message: PARTNER_REFUSALS['link-invalid'].message, response_data: { code: 'link-invalid' } });
    expect(await (await fetch(unbound)).json()).toEqual({ response_code: 403, response_message: 'This media link is invalid or has expired' });
  });
});

describe('play counts', () => {
  // N-17: the page-view id that deduplicated plays was the client's, so 65 made-up ids gave 60 plays a minute.
  it('count one play per ticket, which only a lookup gives (limited per client and per key), and are limited per client', async () => {
    const shop = await createPartnerWithToken('Cedar Toys', 'https://cedar.example', [paidId]);
    const first = await ticketOf(shop, '192.0.2.1');
    for (let report = 0; report < 3; report += 1) expect((await play(shop, '192.0.2.1', first)).status).toBe(204);
    expect(await playsCounted(cms.strapi, shop)).toBe(1);
    // An id the client makes up counts nothing, nor does a report without a ticket.
    const madeUp = await play(shop, '192.0.2.2', crypto.randomBytes(32).toString('base64url'));
    expect(madeUp.status).toBe(403);
    expect(await madeUp.json()).toMatchObject({ response_data: { code: 'ticket-invalid' } });
    expect(await (await play(shop, '192.0.2.2', null)).json()).toMatchObject({ response_code: 400, response_data: { code: 'ticket-required' } });
    const second = await ticketOf(shop, '192.0.2.1');
    expect((await play(shop, '192.0.2.1', second)).status).toBe(204);
    expect(await playsCounted(cms.strapi, shop)).toBe(2);
    const refused = await play(shop, '192.0.2.1', second);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ response_code: 429, response_data: { code: 'rate-limited' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Sent again from another client, the counted ticket adds nothing.
    expect((await play(shop, '192.0.2.3', second)).status).toBe(204);
    expect(await playsCounted(cms.strapi, shop)).toBe(2);
    // Tickets are as scarce as lookups: the client's third lookup gives one, its fourth is refused and gives none.
    expect(await ticketOf(shop, '192.0.2.1')).toEqual(expect.any(String));
    expect(await ticketOf(shop, '192.0.2.1')).toBeNull();
  });
});

describe('preview links', () => {
  function previewUrlAs(token: string, documentId: string): Promise<Response> {
    return fetch(`${cms.url}/content-manager/preview/url/${MEDITATION}?documentId=${documentId}`, { headers: { Authorization: `Bearer ${token}` } });
  }

  it("are given to an Author for their own draft only, not for another author's", async () => {
    const [writer, otherAuthor, editor] = await Promise.all([adminToken(cms, 'strapi-author'), adminToken(cms, 'strapi-author'), adminToken(cms, 'strapi-editor')]);
    const created = await fetch(`${cms.url}/content-manager/collection-types/${MEDITATION}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${writer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Draft of one author', kind: 'audio', accessLevel: 'free' }),
    });
    expect(created.status).toBe(201);
    const { data } = z.object({ data: z.object({ documentId: z.string() }) }).parse(await created.json());
    const linkOf = async (token: string) => {
      const response = await previewUrlAs(token, data.documentId);
      return { status: response.status, url: response.status === 200 ? z.object({ data: z.object({ url: z.string() }) }).parse(await response.json()).data.url : null };
    };
    expect(await linkOf(writer)).toEqual({ status: 200, url: expect.stringContaining('/preview?') });
    expect(await linkOf(editor)).toEqual({ status: 200, url: expect.stringContaining('/preview?') });
    expect(await linkOf(otherAuthor)).toEqual({ status: 204, url: null });
  });
});
