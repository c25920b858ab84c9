import crypto from 'node:crypto';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import type { PartnerRefusalCode } from '@tate/contracts';
import { cmsForTests } from './cms-for-tests';
import { redisForTests } from './redis-for-tests';
import { createFreeAndPaid, createPartner, expectRefused, type Partner, partnerToken, playsCounted } from './partner-support';

// Issue 56 item 2: plays counted by the server, one per play ticket the lookup answers
// (docs/decisions/2026-11-29-partner-play-tickets.md). In Redis, as every CMS instance counts.

const SCHOOL = 'https://aspen-school.example';
const store = redisForTests('tickets');
const REDIS_URL = store.url;
const PREFIX = store.prefix;

const lookupAnswer = z.object({ data: z.object({ src: z.string(), playTicket: z.string() }) });
const claimsShape = z.object({ p: z.string(), m: z.string(), e: z.number(), j: z.string() });

const cms = cmsForTests({ REDIS_URL, RATE_LIMIT_PREFIX: PREFIX });

let freeId: string;
let paidId: string;

function createSchool(name: string): Promise<Partner> {
  return createPartner(cms.strapi, { name, allowedOrigins: SCHOOL, meditations: [paidId] });
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

/** A refusal (expectRefused), readable by the page: its own origin once the key admitted it, any page for a refusal before that. */
async function expectRefusedToPage(response: Response, code: PartnerRefusalCode): Promise<void> {
  await expectRefused(response, code);
  expect([SCHOOL, '*'], code).toContain(response.headers.get('access-control-allow-origin'));
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
  ({ freeId, paidId } = await createFreeAndPaid(cms.strapi, 'aspen'));
});

describe('a play ticket', () => {
  it('names the partner, the meditation, an expiry within half an hour and a unique id, new on each lookup', async () => {
    const school = await createSchool('Aspen School');
    const ticket = await ticketOf(school, freeId);
    const claims = claimsOf(ticket);
    expect(claims).toMatchObject({ p: school.documentId, m: freeId });
    expect(claims.e - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(claims.e - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);
    expect(claimsOf(await ticketOf(school, freeId)).j).not.toBe(claims.j);
  });

  it('counts one play however often it is sent, and is kept in Redis, where every CMS instance sees it', async () => {
    const school = await createSchool('Rowan Clinic');
    const ticket = await ticketOf(school, freeId);
    for (let report = 0; report < 5; report += 1) expect((await play(school, freeId, ticket)).status).toBe(204);
    expect(await playsCounted(cms.strapi, school)).toBe(1);
    const key = `${PREFIX}:partner-play-tickets:${claimsOf(ticket).j}`;
    expect(await store.client().exists(key)).toBe(1);
    expect(await store.client().pttl(key)).toBeGreaterThan(30 * 60_000);
    expect(await store.client().pttl(key)).toBeLessThanOrEqual(31 * 60_000);
    // A paid meditation's ticket comes only with the partner server's token, and counts the same way.
    const paid = await ticketOf(school, paidId, await partnerToken(cms.strapi, school));
    expect((await play(school, paidId, paid)).status).toBe(204);
    expect((await play(school, paidId, paid)).status).toBe(204);
    expect(await playsCounted(cms.strapi, school)).toBe(2);
  });

  it('counts nothing here when another instance already counted it (the record in Redis)', async () => {
    const school = await createSchool('Hazel Library');
    const ticket = await ticketOf(school, freeId);
    await store.client().set(`${PREFIX}:partner-play-tickets:${claimsOf(ticket).j}`, '1', 'PX', 60_000);
    expect((await play(school, freeId, ticket)).status).toBe(204);
    expect(await playsCounted(cms.strapi, school)).toBe(0);
  });

  it('is refused when missing, forged, altered, for another partner or meditation, or expired, each with its code, and counts nothing', async () => {
    const school = await createSchool('Linden Publisher');
    const other = await createSchool('Birch Publisher');
    const ticket = await ticketOf(school, freeId);
    await expectRefusedToPage(await play(school, freeId, null), 'ticket-required');
    await expectRefusedToPage(await play(school, freeId, 'not-a-ticket'), 'ticket-invalid');
    const [payload] = ticket.split('.');
    const forged = `${payload}.${crypto.createHmac('sha256', 'a guessed secret').update(payload ?? '').digest('base64url')}`;
    await expectRefusedToPage(await play(school, freeId, forged), 'ticket-invalid');
    await expectRefusedToPage(await play(school, freeId, altered(ticket, { j: crypto.randomBytes(16).toString('base64url') })), 'ticket-invalid');
    await expectRefusedToPage(await play(school, freeId, altered(ticket, { e: claimsOf(ticket).e + 3600 })), 'ticket-invalid');
    await expectRefusedToPage(await play(other, freeId, ticket), 'ticket-invalid');
    await expectRefusedToPage(await play(school, paidId, ticket), 'ticket-invalid');
    // Half an hour later (the CMS runs in this process, so its clock moves with the test's), the ticket has expired.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 60_000 + 1_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await expectRefusedToPage(await play(school, freeId, ticket), 'ticket-expired');
    expect(await playsCounted(cms.strapi, school)).toBe(0);
    expect(await playsCounted(cms.strapi, other)).toBe(0);
  });
});
