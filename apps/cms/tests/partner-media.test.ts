import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { PARTNER_KEY_PATTERN, type PartnerRefusalCode } from '@tate/contracts';
import { MEDITATION } from '../src/media/data/meditation';
import { PARTNER, PARTNER_PLAY } from '../src/commerce/data/partner';
import { cmsForTests } from './cms-for-tests';
import { AUDIO_BYTES, createPartner, expectRefusal, expectRefused, type Partner, partnerShape, partnerToken } from './partner-support';
import { createCategory, createMedia, PNG_BYTES, uploadFile } from './children-support';
const SCHOOL = 'https://maple-school.example';
const STRANGER = 'https://copycat.example';

type PartnerRecord = {
  data?: {
    src: string;
    title: string;
    artwork?: string;
    transcript: { language: string; cues: { start: number; end: number; text: string }[] } | null;
    playTicket: string;
  };
  response_code?: number;
  response_message?: string;
  response_data?: { code?: string };
};

let school: Partner;
let freeId: string;
let paidByCategoryId: string;
let paidByLicenceId: string;
let paidElsewhereId: string;
let draftId: string;

const playRows = z.array(z.object({ day: z.string(), plays: z.number(), refusals: z.unknown(), meditation: z.object({ documentId: z.string() }).nullable() }));

async function updatePartner(documentId: string, data: Record<string, unknown>): Promise<Partner> {
  return partnerShape.parse(await cms.strapi.documents(PARTNER).update({ documentId, data }));
}

async function lookUp(id: string, key: string | null, origin: string | null, token?: string): Promise<{ response: Response; body: PartnerRecord }> {
  const query = (key === null ? '' : `?key=${encodeURIComponent(key)}`) + (token ? `&token=${token}` : '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (origin) headers.origin = origin;
  const response = await fetch(`${cms.url}/api/media/${encodeURIComponent(id)}${query}`, { headers });
  return { response, body: (await response.json()) as PartnerRecord };
}

/** The play ticket of one lookup (one page load of the embed) of a free meditation on one of the partner's origins. */
async function ticketOf(id: string, key: string, origin: string): Promise<string> {
  const { body } = await lookUp(id, key, origin);
  return body.data?.playTicket ?? '';
}

/** One report of a play with a ticket (partner-play-tickets.test.ts has the ticket's own rules). */
function play(id: string, key: string, origin: string, ticket: string): Promise<Response> {
  const query = `key=${encodeURIComponent(key)}&ticket=${encodeURIComponent(ticket)}`;
  return fetch(`${cms.url}/api/media/${encodeURIComponent(id)}/plays?${query}`, { method: 'POST', headers: { origin } });
}

const cms = cmsForTests({}, { shared: true });
beforeAll(async () => {
  const licensedCategory = await createCategory(cms.strapi);
  const otherCategory = await createCategory(cms.strapi);
  const freeFile = await uploadFile(cms.strapi, 'partner-free.mp3', AUDIO_BYTES, 'audio/mpeg');
  const paidFile = await uploadFile(cms.strapi, 'partner-paid.mp3', AUDIO_BYTES, 'audio/mpeg');
  const cover = await uploadFile(cms.strapi, 'partner-cover.png', PNG_BYTES, 'image/png');
  freeId = await createMedia(cms.strapi, { title: 'Sleepy river', categoryId: otherCategory, fileId: freeFile.id });
  await cms.strapi.documents(MEDITATION).update({ documentId: freeId, data: { cover: cover.id } } as never);
  await cms.strapi.documents(MEDITATION).publish({ documentId: freeId } as never);
  paidByCategoryId = await createMedia(cms.strapi, { title: 'Brave lion', accessLevel: 'paid', categoryId: licensedCategory, fileId: paidFile.id });
  paidByLicenceId = await createMedia(cms.strapi, { title: 'Calm sea', accessLevel: 'paid', categoryId: otherCategory, fileId: paidFile.id });
  paidElsewhereId = await createMedia(cms.strapi, { title: 'Quiet fox', accessLevel: 'paid', categoryId: otherCategory, fileId: paidFile.id });
  draftId = await createMedia(cms.strapi, { title: 'Unfinished', categoryId: otherCategory, fileId: freeFile.id, published: false });
  school = await createPartner(cms.strapi, {
    name: 'Maple School',
    allowedOrigins: ` ${SCHOOL}/ \n\n HTTP://Clinic.example:8080 `,
    categories: [licensedCategory],
    meditations: [paidByLicenceId],
  });
});

describe('partners in the CMS', () => {
  it('get a public key when created, written as the key format', async () => {
    expect(school.publicKey).toMatch(PARTNER_KEY_PATTERN);
    const other = await createPartner(cms.strapi, { name: 'Oak Clinic', allowedOrigins: 'https://oak.example' });
    expect(other.publicKey).toMatch(PARTNER_KEY_PATTERN);
    expect(other.publicKey).not.toBe(school.publicKey);
  });

  it('keep their allowed origins one per line, as browsers send them', () => {
    expect(school.allowedOrigins).toBe(`${SCHOOL}\nhttp://clinic.example:8080`);
  });

  it('refuse an origin with a path and keep their key on update', async () => {
    await expect(createPartner(cms.strapi, { name: 'Pine Shop', allowedOrigins: 'https://pine.example/embed' })).rejects.toThrow(/Allowed origins: https:\/\/pine\.example\/embed/);
    await expect(createPartner(cms.strapi, { name: 'Elm Shop', allowedOrigins: '  ' })).rejects.toThrow(/at least one allowed origin/);
    const updated = await updatePartner(school.documentId, { publicKey: 'tpk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', contactName: 'Ms Rowan' });
    expect(updated.publicKey).toBe(school.publicKey);
  });
});

describe('GET /api/media/:id?key= for a partner embed', () => {
  it('answers a free meditation on an allowed origin with a signed src that streams, and lets only that origin read it', async () => {
    const { response, body } = await lookUp(freeId, school.publicKey, SCHOOL);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SCHOOL);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/origin/i);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(body.data?.title).toBe('Sleepy river');
    expect(body.data?.src).toMatch(new RegExp(`^${cms.url}/api/media-access/files/partner_free.*\\.mp3\\?expires=\\d+&partner=${school.documentId}&signature=`));
    expect(body.data?.artwork).toMatch(new RegExp(`^${cms.url}/uploads/partner_cover.*\\.png$`));
    expect(body.data?.transcript).toBeNull();
    // The ticket that counts this page's play: signed by the CMS, a new one on each lookup.
    expect(body.data?.playTicket).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect((await lookUp(freeId, school.publicKey, SCHOOL)).body.data?.playTicket).not.toBe(body.data?.playTicket);
    const part = await fetch(body.data?.src ?? '', { headers: { Range: 'bytes=0-2' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-2/${AUDIO_BYTES.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ID3');
  });

  it('plays paid meditations licensed by category or one by one, on any of the allowed origins, with their transcripts', async () => {
    await cms.strapi.documents(MEDITATION).update({ documentId: paidByLicenceId, data: { transcriptText: 'The sea is calm. Breathe with it.' } } as never);
    await cms.strapi.documents(MEDITATION).publish({ documentId: paidByLicenceId } as never);
    // Paid media needs the token the partner's server signs (tests/partner-tokens.test.ts has the token's rules).
    const token = await partnerToken(cms.strapi, school);
    const licensed = await lookUp(paidByLicenceId, school.publicKey, SCHOOL, token);
    expect(licensed.body.data?.transcript?.cues.map((cue) => cue.text)).toEqual(['The sea is calm.', 'Breathe with it.']);
    for (const [id, origin] of [
      [paidByCategoryId, SCHOOL],
      [paidByLicenceId, 'http://clinic.example:8080'],
    ]) {
      const { response, body } = await lookUp(id, school.publicKey, origin, token);
      expect(response.status).toBe(200);
      const part = await fetch(body.data?.src ?? '', { headers: { Range: 'bytes=1-2' } });
      expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('D3');
    }
  });

  it('refuses a paid meditation that is not licensed to the partner, with its code', async () => {
    const { response, body } = await lookUp(paidElsewhereId, school.publicKey, SCHOOL);
    expect(response.headers.get('access-control-allow-origin')).toBe(SCHOOL);
    expectRefusal(response, body, 'not-licensed');
  });

  it('refuses another site, a request without an origin, an unknown key, no key and a malformed one, each with its code, readable by the page', async () => {
    const attempts: Array<[string | null, string | null, PartnerRefusalCode]> = [
      [school.publicKey, STRANGER, 'origin-not-allowed'],
      [school.publicKey, null, 'origin-not-allowed'],
      ['tpk_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB', SCHOOL, 'key-unknown'],
      [null, SCHOOL, 'key-missing'],
      ['  ', SCHOOL, 'key-missing'],
      ['not-a-key', SCHOOL, 'key-malformed'],
    ];
    for (const [key, origin, code] of attempts) {
      const { response, body } = await lookUp(freeId, key, origin);
      expectRefusal(response, body, code);
      // The page may read why (the code and sentence only), not a media record.
      if (origin) expect(response.headers.get('access-control-allow-origin'), code).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('refuses an unknown or draft meditation as media-not-found', async () => {
    for (const id of ['no-such-meditation', draftId]) {
      const { response, body } = await lookUp(id, school.publicKey, SCHOOL);
      expectRefusal(response, body, 'media-not-found');
    }
  });

  it('answers the 404 envelope for a published meditation without a file', async () => {
    const withoutFile = await createMedia(cms.strapi, { title: 'Not recorded yet' });
    const { response, body } = await lookUp(withoutFile, school.publicKey, SCHOOL);
    expect(response.status).toBe(404);
    expect(body).toEqual({ response_code: 404, response_message: 'Media file not found' });
  });

  it('takes the file origin from CMS_PUBLIC_URL when it is set', async () => {
    const before = process.env.CMS_PUBLIC_URL;
    process.env.CMS_PUBLIC_URL = 'https://cms.tate.example/';
    try {
      const { body } = await lookUp(freeId, school.publicKey, SCHOOL);
      expect(body.data?.src).toMatch(/^https:\/\/cms\.tate\.example\/api\/media-access\/files\/partner_free/);
    } finally {
      if (before === undefined) delete process.env.CMS_PUBLIC_URL;
      else process.env.CMS_PUBLIC_URL = before;
    }
  });

  it('stops every embed of a partner at once when it is made inactive', async () => {
    const clinic = await createPartner(cms.strapi, { name: 'Birch Clinic', allowedOrigins: 'https://birch.example' });
    expect((await lookUp(freeId, clinic.publicKey, 'https://birch.example')).response.status).toBe(200);
    await updatePartner(clinic.documentId, { active: false });
    const { response, body } = await lookUp(freeId, clinic.publicKey, 'https://birch.example');
    expectRefusal(response, body, 'key-inactive');
  });
});

describe('POST /api/media/:id/plays?key=&ticket= counts embed plays', () => {
  it('counts admitted plays per partner, meditation and day, in one row, and nothing refused', async () => {
    const counter = await createPartner(cms.strapi, { name: 'Willow Toys', allowedOrigins: 'https://willow.example' });
    // The day is the server's (UTC): the CMS runs in this process, so its clock is held on one day, the last of a
    // month, and a run that starts before midnight cannot split the four plays over two days.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-28T23:59:58.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const willow = 'https://willow.example';
    // Three page loads, each its lookup's ticket.
    for (let press = 0; press < 3; press += 1) expect((await play(freeId, counter.publicKey, willow, await ticketOf(freeId, counter.publicKey, willow))).status).toBe(204);
    const elsewhere = await play(freeId, counter.publicKey, STRANGER, await ticketOf(freeId, counter.publicKey, willow));
    await expectRefused(elsewhere, 'origin-not-allowed');
    // No lookup of a paid meditation not licensed to it gives a ticket; a free one's ticket counts only that one.
    const unlicensed = await play(paidElsewhereId, counter.publicKey, willow, await ticketOf(freeId, counter.publicKey, willow));
    await expectRefused(unlicensed, 'ticket-invalid');
    await cms.strapi.service(PARTNER).flushPlays();
    expect((await play(freeId, counter.publicKey, willow, await ticketOf(freeId, counter.publicKey, willow))).status).toBe(204);
    await cms.strapi.service(PARTNER).flushPlays();
    const rows = playRows.parse(
      await cms.strapi.db.query(PARTNER_PLAY).findMany({ where: { partner: { documentId: counter.documentId } }, populate: { meditation: { select: ['documentId'] } } }),
    );
    expect(rows.filter((row) => row.meditation)).toEqual([expect.objectContaining({ day: '2027-02-28', plays: 4, meditation: { documentId: freeId } })]);
    // The refused plays are counted as refusals, in the partner's row of the day without a meditation (partner-refusal-counts.test.ts).
    expect(rows.filter((row) => !row.meditation)).toEqual([
      expect.objectContaining({ day: '2027-02-28', plays: 0, refusals: { 'origin-not-allowed': 1, 'ticket-invalid': 1 } }),
    ]);
  });
});
