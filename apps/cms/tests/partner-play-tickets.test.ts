import crypto from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { PARTNER_REFUSALS, type PartnerRefusalCode } from '@tate/contracts';
import { cmsForTests } from './cms-for-tests';
import { redisForTests } from './redis-for-tests';
import { partnerToken } from './partner-support';
import { createCategory, createMedia, uploadFile } from './children-support';

// Issue 56 item 2: plays counted by the server, one per play ticket the lookup answers
// (docs/decisions/2026-11-29-partner-play-tickets.md). In Redis, as every CMS instance counts.

const AUDIO_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(2048, 0xff)]);
const PARTNER = 'api::partner.partner';
const PLAY = 'api::partner.partner-play';
const SCHOOL = 'https://aspen-school.example';
const store = redisForTests('tickets');
const REDIS_URL = store.url;
const PREFIX = store.prefix;

const partnerShape = z.object({ documentId: z.string(), publicKey: z.string() });
const lookupAnswer = z.object({ data: z.object({ src: z.string(), playTicket: z.string() }) });
const claimsShape = z.object({ p: z.string(), m: z.string(), e: z.number(), j: z.string() });

type Partner = z.infer<typeof partnerShape>;


const cms = cmsForTests({ REDIS_URL, RATE_LIMIT_PREFIX: PREFIX });

let freeId: string;
let paidId: string;

async function createPartner(name: string): Promise<Partner> {
  const data = { name, contactEmail: 'office@partner.example', active: true, allowedOrigins: SCHOOL, meditations: [paidId] };
  return partnerShape.parse(await cms.strapi.documents(PARTNER).create({ data }));
}

/** The ticket of one lookup, as the embed gets it on a page load (paid media with the partner server's token). */
async function ticketOf(partner: Partner, id: string, token?: string): Promise<string> {
  const query = new URLSearchParams({ key: partner.publicKey });
  if (token) query.set('token', token);
  const response = await fetch(`${cms.url}/api/media/${id}?${query}`, { headers: { origin: SCHOOL } });
  expect(response.status).toBe(200);
  return lookupAnswer.parse(await response.json()).data.playTicket;
}

function play(partner: Partner, id: string, ticket: string | null): Promise<Response> {
  const query = new URLSearchParams({ key: partner.publicKey });
  if (ticket !== null) query.set('ticket', ticket);
  return fetch(`${cms.url}/api/media/${id}/plays?${query}`, { method: 'POST', headers: { origin: SCHOOL } });
}

async function expectRefused(response: Response, code: PartnerRefusalCode): Promise<void> {
  const { status, message } = PARTNER_REFUSALS[code];
  expect(response.status, code).toBe(status);
  expect(await response.json(), code).toEqual({ response_code: status, response_message: message, response_data: { code } });
  // Readable by the page: its own origin once the key admitted it, any page for a refusal before that.
  expect([SCHOOL, '*'], code).toContain(response.headers.get('access-control-allow-origin'));
}

async function playsCounted(partner: Partner): Promise<number> {
  await cms.strapi.service(PARTNER).flushPlays();
  const rows = (await cms.strapi.db.query(PLAY).findMany({ where: { partner: { documentId: partner.documentId } } })) as Array<{ plays: number }>;
  return rows.reduce((sum, row) => sum + row.plays, 0);
}

function claimsOf(ticket: string): z.infer<typeof claimsShape> {
  return claimsShape.parse(JSON.parse(Buffer.from(ticket.split('.')[0] ?? '', 'base64url').toString('utf8')));
}

/** The ticket with other claims and its signature kept: what a client that edits a ticket sends. */
function altered(ticket: string, change: Partial<z.infer<typeof claimsShape>>): string {
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(ticket), ...change })).toString('base64url');
  return `${payload}.${ticket.split('.')[1] ?? ''}`;
}

beforeAll(async () => {
  const category = await createCategory(cms.strapi);
  const file = await uploadFile(cms.strapi, 'partner-ticket.mp3', AUDIO_BYTES, 'audio/mpeg');
  freeId = await createMedia(cms.strapi, { title: 'Free willow', categoryId: category, fileId: file.id });
  paidId = await createMedia(cms.strapi, { title: 'Paid aspen', accessLevel: 'paid', categoryId: category, fileId: file.id });
});

describe('a play ticket', () => {
  it('names the partner, the meditation, an expiry within half an hour and a unique id, new on each lookup', async () => {
    const school = await createPartner('Aspen School');
    const ticket = await ticketOf(school, freeId);
    const claims = claimsOf(ticket);
    expect(claims).toMatchObject({ p: school.documentId, m: freeId });
    expect(claims.e - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(claims.e - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);
    expect(claimsOf(await ticketOf(school, freeId)).j).not.toBe(claims.j);
  });

  it('counts one play however often it is sent, and is kept in Redis, where every CMS instance sees it', async () => {
    const school = await createPartner('Rowan Clinic');
    const ticket = await ticketOf(school, freeId);
    for (let report = 0; report < 5; report += 1) expect((await play(school, freeId, ticket)).status).toBe(204);
    expect(await playsCounted(school)).toBe(1);
    const key = `${PREFIX}:partner-play-tickets:${claimsOf(ticket).j}`;
    expect(await store.client().exists(key)).toBe(1);
    expect(await store.client().pttl(key)).toBeGreaterThan(30 * 60_000);
    expect(await store.client().pttl(key)).toBeLessThanOrEqual(31 * 60_000);
    // A paid meditation's ticket comes only with the partner server's token, and counts the same way.
    const paid = await ticketOf(school, paidId, await partnerToken(cms.strapi, school));
    expect((await play(school, paidId, paid)).status).toBe(204);
    expect((await play(school, paidId, paid)).status).toBe(204);
    expect(await playsCounted(school)).toBe(2);
  });

  it('counts nothing here when another instance already counted it (the record in Redis)', async () => {
    const school = await createPartner('Hazel Library');
    const ticket = await ticketOf(school, freeId);
    await store.client().set(`${PREFIX}:partner-play-tickets:${claimsOf(ticket).j}`, '1', 'PX', 60_000);
    expect((await play(school, freeId, ticket)).status).toBe(204);
    expect(await playsCounted(school)).toBe(0);
  });

  it('is refused when missing, forged, altered, for another partner or meditation, or expired, each with its code, and counts nothing', async () => {
    const school = await createPartner('Linden Publisher');
    const other = await createPartner('Birch Publisher');
    const ticket = await ticketOf(school, freeId);
    await expectRefused(await play(school, freeId, null), 'ticket-required');
    await expectRefused(await play(school, freeId, 'not-a-ticket'), 'ticket-invalid');
    const [payload] = ticket.split('.');
    const forged = `${payload}.${crypto.createHmac('sha256', 'a guessed secret').update(payload ?? '').digest('base64url')}`;
    await expectRefused(await play(school, freeId, forged), 'ticket-invalid');
    await expectRefused(await play(school, freeId, altered(ticket, { j: crypto.randomBytes(16).toString('base64url') })), 'ticket-invalid');
    await expectRefused(await play(school, freeId, altered(ticket, { e: claimsOf(ticket).e + 3600 })), 'ticket-invalid');
    await expectRefused(await play(other, freeId, ticket), 'ticket-invalid');
    await expectRefused(await play(school, paidId, ticket), 'ticket-invalid');
    // Half an hour later (the CMS runs in this process, so its clock moves with the test's), the ticket has expired.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 60_000 + 1_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await expectRefused(await play(school, freeId, ticket), 'ticket-expired');
    expect(await playsCounted(school)).toBe(0);
    expect(await playsCounted(other)).toBe(0);
  });
});
