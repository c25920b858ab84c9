import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARTNER_PLAY } from '../src/commerce/data/partner';
import { adminToken } from './admin-support';
import { cmsForTests } from './cms-for-tests';
import { createPartner, createPartnerLibrary, expectRefused, type Partner, partnerNumbersAs, partnerNumbersOf } from './partner-support';

// Issue 56 item 5: the embed reports its startup and completion with its play ticket, once each per ticket, and the
// Commerce role reads a partner's numbers of the last 30 days (docs/decisions/2026-11-29-partner-numbers.md).

const SCHOOL = 'https://birch-school.example';

const lookupAnswer = z.object({ data: z.object({ playTicket: z.string() }) });

const cms = cmsForTests();

let willowId: string;
let rowanId: string;

function createSchool(name: string): Promise<Partner> {
  return createPartner(cms.strapi, { name, allowedOrigins: SCHOOL });
}

async function ticketOf(partner: Partner, id: string): Promise<string> {
  const response = await fetch(`${cms.url}/api/media/${id}?${new URLSearchParams({ key: partner.publicKey })}`, { headers: { origin: SCHOOL } });
  expect(response.status).toBe(200);
  return lookupAnswer.parse(await response.json()).data.playTicket;
}

function send(path: 'plays' | 'reports', partner: Partner, id: string, query: Record<string, string>): Promise<Response> {
  const search = new URLSearchParams({ key: partner.publicKey, ...query });
  return fetch(`${cms.url}/api/media/${id}/${path}?${search}`, { method: 'POST', headers: { origin: SCHOOL } });
}

/** One page of an embed: its lookup, its play, its startup and (when `completes`) its reaching 90 %. */
async function pageThatPlays(partner: Partner, id: string, startupMs: number, completes: boolean): Promise<void> {
  const ticket = await ticketOf(partner, id);
  expect((await send('plays', partner, id, { ticket })).status).toBe(204);
  expect((await send('reports', partner, id, { ticket, event: 'startup', ms: String(startupMs) })).status).toBe(204);
  if (completes) expect((await send('reports', partner, id, { ticket, event: 'completion' })).status).toBe(204);
}

beforeAll(async () => {
  const library = await createPartnerLibrary(cms.strapi, 'partner-numbers.mp3');
  willowId = await library.createMeditation('Willow breathing');
  rowanId = await library.createMeditation('Rowan body scan');
});

describe('an embed report', () => {
  it('counts a startup and a completion once per ticket however often they are sent', async () => {
    const school = await createSchool('Birch School');
    const ticket = await ticketOf(school, willowId);
    for (let report = 0; report < 3; report += 1) {
      expect((await send('reports', school, willowId, { ticket, event: 'startup', ms: String(400 + report * 1000) })).status).toBe(204);
      expect((await send('reports', school, willowId, { ticket, event: 'completion' })).status).toBe(204);
    }
    const [willow] = (await partnerNumbersOf(cms, school)).meditations;
    expect(willow).toMatchObject({ documentId: willowId, views: 1, plays: 0, completions: 1, medianStartupMs: 400 });
  });

  it('refuses a bad event or time (400) and another partner’s or meditation’s ticket, counting nothing', async () => {
    const school = await createSchool('Cedar Clinic');
    const other = await createSchool('Elm Publisher');
    const ticket = await ticketOf(school, willowId);
    const badQueries: Record<string, string>[] = [{ event: 'paused' }, { event: 'startup' }, { event: 'startup', ms: '-1' }, { event: 'startup', ms: '60001' }, { event: 'startup', ms: 'soon' }, {}];
    for (const query of badQueries) {
      expect((await send('reports', school, willowId, { ticket, ...query })).status, JSON.stringify(query)).toBe(400);
    }
    await expectRefused(await send('reports', school, willowId, { event: 'completion' }), 'ticket-required');
    await expectRefused(await send('reports', other, willowId, { ticket, event: 'completion' }), 'ticket-invalid');
    await expectRefused(await send('reports', school, rowanId, { ticket, event: 'completion' }), 'ticket-invalid');
    expect((await partnerNumbersOf(cms, school)).meditations).toEqual([expect.objectContaining({ documentId: willowId, views: 1, completions: 0, medianStartupMs: null })]);
    expect((await partnerNumbersOf(cms, other)).meditations).toEqual([]);
  });
});

describe('a partner’s numbers in the admin', () => {
  it('say per meditation its page views, plays, completion rate and median startup, and plays per day', async () => {
    const school = await createSchool('Hazel Academy');
    await pageThatPlays(school, willowId, 120, true);
    await pageThatPlays(school, willowId, 900, false);
    await pageThatPlays(school, willowId, 260, true);
    await pageThatPlays(school, willowId, 300, false);
    await ticketOf(school, willowId);
    await pageThatPlays(school, rowanId, 2000, true);
    const numbers = await partnerNumbersOf(cms, school);
    expect(numbers.meditations).toEqual([
      { documentId: willowId, title: 'Willow breathing', views: 5, plays: 4, completions: 2, completionRate: 0.5, medianStartupMs: 250 },
      { documentId: rowanId, title: 'Rowan body scan', views: 1, plays: 1, completions: 1, completionRate: 1, medianStartupMs: 2000 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(numbers.to).toBe(today);
    expect(numbers.days).toHaveLength(30);
    expect(numbers.days.at(-1)).toEqual({ day: today, plays: 5 });
    expect(numbers.days.slice(0, -1).every((day) => day.plays === 0)).toBe(true);
  });

  it('cover the last 30 days (UTC) only', async () => {
    const school = await createSchool('Alder Library');
    const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    for (const [days, plays] of [[29, 3], [30, 7]] as const) {
      const startups = { '500': plays };
      await cms.strapi.documents(PARTNER_PLAY).create({ data: { partner: school.documentId, meditation: rowanId, day: dayAgo(days), views: plays, plays, completions: 1, startups } });
    }
    const numbers = await partnerNumbersOf(cms, school);
    expect(numbers.from).toBe(dayAgo(29));
    expect(numbers.days[0]).toEqual({ day: dayAgo(29), plays: 3 });
    expect(numbers.meditations).toEqual([expect.objectContaining({ documentId: rowanId, views: 3, plays: 3, completions: 1, medianStartupMs: 500 })]);
  });

  it('are read by the Commerce role only', async () => {
    const school = await createSchool('Ash Nursery');
    expect((await partnerNumbersAs(cms, await adminToken(cms, 'strapi-editor'), school)).status).toBe(403);
    expect((await fetch(`${cms.url}/partner-numbers/partners/${school.documentId}`)).status).toBe(401);
  });
});
