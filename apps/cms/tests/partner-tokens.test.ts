import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARTNER_SECRET_PATTERN, type PartnerRefusalCode } from '@tate/contracts';
import { PARTNER } from '../src/commerce/data/partner';
import { adminToken } from './admin-support';
import { cmsForTests } from './cms-for-tests';
import { createFreeAndPaid, createPartner, expectRefusal, type Partner, rotateSigningSecret } from './partner-support';

// Issue 56 item 1: paid licensed media only with a token the partner's server signs (docs/decisions/2026-11-29-partner-tokens.md).

const SCHOOL = 'https://linden-school.example';
const answer = z.object({
  data: z.object({ src: z.string() }).optional(),
  response_code: z.number().optional(),
  response_message: z.string().optional(),
  response_data: z.object({ code: z.string() }).optional(),
});
const rotatedShape = z.object({ data: z.object({ secret: z.string(), createdAt: z.string() }) });

const cms = cmsForTests({}, { shared: true });

let freeId: string;
let paidId: string;
let otherPaidId: string;
let unlicensedId: string;
let school: Partner;
let other: Partner;

function createSchool(name: string, meditations: string[]): Promise<Partner> {
  return createPartner(cms.strapi, { name, allowedOrigins: SCHOOL, meditations });
}

type Claims = { iss?: string; sub?: string; aud?: string; iat?: number; exp?: number; jti?: string };

/** A token as a partner's server signs it: HS256, an hour at most. `claims` override the usual ones. */
async function sign(secret: string, claims: Claims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const all = { aud: 'tate-media', iat: now, exp: now + 600, jti: crypto.randomUUID(), ...claims };
  const { iat, exp, ...rest } = all;
  return new SignJWT(rest).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(iat).setExpirationTime(exp).sign(new TextEncoder().encode(secret));
}

async function lookUp(id: string, partner: Partner, token?: string) {
  const query = new URLSearchParams({ key: partner.publicKey });
  if (token !== undefined) query.set('token', token);
  const response = await fetch(`${cms.url}/api/media/${id}?${query}`, { headers: { origin: SCHOOL } });
  return { response, body: answer.parse(await response.json()) };
}

async function expectPlays(id: string, partner: Partner, token?: string): Promise<void> {
  const { response, body } = await lookUp(id, partner, token);
  expect(response.status, body.response_data?.code).toBe(200);
  const part = await fetch(body.data?.src ?? '', { headers: { Range: 'bytes=0-2' } });
  expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ID3');
}

async function expectRefused(id: string, partner: Partner, token: string | undefined, code: PartnerRefusalCode): Promise<void> {
  const { response, body } = await lookUp(id, partner, token);
  expectRefusal(response, body, code);
}

beforeAll(async () => {
  const made = await createFreeAndPaid(cms.strapi, 'meadow');
  freeId = made.freeId;
  paidId = made.paidId;
  otherPaidId = await made.library.createMeditation('Paid harbour', { accessLevel: 'paid' });
  unlicensedId = await made.library.createMeditation('Paid summit', { accessLevel: 'paid' });
  school = await createSchool('Linden School', [paidId, otherPaidId]);
  other = await createSchool('Poplar Clinic', [paidId]);
});

describe('paid licensed media for a partner', () => {
  it('is never given to the public key alone; free media still is', async () => {
    await rotateSigningSecret(cms.strapi, school);
    await expectRefused(paidId, school, undefined, 'token-required');
    await expectRefused(paidId, school, '', 'token-required');
    await expectPlays(freeId, school);
  });

  it('plays with a token signed with the secret, for the meditation it names and no other, or any licensed one with "any"', async () => {
    const secret = await rotateSigningSecret(cms.strapi, school);
    expect(secret).toMatch(PARTNER_SECRET_PATTERN);
    const forPaid = await sign(secret, { iss: school.publicKey, sub: paidId });
    await expectPlays(paidId, school, forPaid);
    await expectRefused(otherPaidId, school, forPaid, 'token-other-media');
    const forAny = await sign(secret, { iss: school.publicKey, sub: 'any' });
    await expectPlays(paidId, school, forAny);
    await expectPlays(otherPaidId, school, forAny);
    await expectRefused(unlicensedId, school, forAny, 'not-licensed');
  });

  it('refuses an expired token, one lasting over an hour, one for another partner, a forged one and malformed ones, each with its code', async () => {
    const secret = await rotateSigningSecret(cms.strapi, school);
    const otherSecret = await rotateSigningSecret(cms.strapi, other);
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(paidId, school, await sign(secret, { iss: school.publicKey, sub: paidId, iat: now - 1200, exp: now - 600 }), 'token-expired');
    await expectRefused(paidId, school, await sign(secret, { iss: school.publicKey, sub: paidId, exp: now + 7200 }), 'token-too-long');
    await expectRefused(paidId, school, await sign(otherSecret, { iss: other.publicKey, sub: paidId }), 'token-other-partner');
    await expectRefused(paidId, school, await sign(otherSecret, { iss: school.publicKey, sub: paidId }), 'token-bad-signature');
    await expectRefused(paidId, school, await sign(secret, { iss: school.publicKey, sub: paidId, aud: 'someone-else' }), 'token-malformed');
    await expectRefused(paidId, school, 'not.a.token', 'token-malformed');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: school.publicKey, sub: paidId })).toString('base64url')}.`;
    await expectRefused(paidId, school, unsigned, 'token-malformed');
    // The other partner's own token plays for it.
    await expectPlays(paidId, other, await sign(otherSecret, { iss: other.publicKey, sub: paidId }));
  });

  it('keeps two secrets valid during a rotation and refuses a rotated-out one', async () => {
    const first = await rotateSigningSecret(cms.strapi, school);
    const second = await rotateSigningSecret(cms.strapi, school);
    await expectPlays(paidId, school, await sign(first, { iss: school.publicKey, sub: paidId }));
    await expectPlays(paidId, school, await sign(second, { iss: school.publicKey, sub: paidId }));
    const third = await rotateSigningSecret(cms.strapi, school);
    await expectRefused(paidId, school, await sign(first, { iss: school.publicKey, sub: paidId }), 'token-bad-signature');
    await expectPlays(paidId, school, await sign(second, { iss: school.publicKey, sub: paidId }));
    await expectPlays(paidId, school, await sign(third, { iss: school.publicKey, sub: paidId }));
  });
});

describe('a partner signing secret in the admin', () => {
  it('is made by the Commerce role, answered once, stored encrypted and never written or read through the Content Manager', async () => {
    const partner = await createSchool('Maple Toys', [paidId]);
    const commerce = await adminToken(cms, 'tate-commerce');
    const editor = await adminToken(cms, 'strapi-editor');
    const rotateAs = (token: string) => fetch(`${cms.url}/partner-signing-secret/partners/${partner.documentId}/rotate`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect((await rotateAs(editor)).status).toBe(403);
    const made = await rotateAs(commerce);
    expect(made.status).toBe(200);
    expect(made.headers.get('cache-control')).toBe('no-store');
    const { secret } = rotatedShape.parse(await made.json()).data;
    expect(secret).toMatch(PARTNER_SECRET_PATTERN);
    await expectPlays(paidId, partner, await sign(secret, { iss: partner.publicKey, sub: paidId }));

    const stored = JSON.stringify(await cms.strapi.db.query(PARTNER).findOne({ where: { documentId: partner.documentId } }));
    expect(stored).not.toContain(secret);
    const read = await fetch(`${cms.url}/content-manager/collection-types/${PARTNER}/${partner.documentId}`, { headers: { Authorization: `Bearer ${commerce}` } });
    expect(read.status).toBe(200);
    expect(await read.text()).not.toContain(secret.slice(4));
    // The partner's edit view shows no signing secrets field (not even the encrypted ones): only the panel makes one.
    const configuration = await fetch(`${cms.url}/content-manager/content-types/${PARTNER}/configuration`, { headers: { Authorization: `Bearer ${commerce}` } });
    expect(configuration.status).toBe(200);
    const { edit } = z.object({ data: z.object({ contentType: z.object({ layouts: z.object({ edit: z.array(z.array(z.object({ name: z.string() }))) }) }) }) }).parse(await configuration.json()).data.contentType.layouts;
    expect(edit.flat().map((field) => field.name)).toEqual(expect.arrayContaining(['name', 'allowedOrigins', 'active']));
    expect(edit.flat().map((field) => field.name)).not.toContain('signingSecrets');
    const written = await fetch(`${cms.url}/content-manager/collection-types/${PARTNER}/${partner.documentId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${commerce}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ signingSecrets: [], contactName: 'Mr Maple' }),
    });
    expect(written.status).toBe(200);
    await expectPlays(paidId, partner, await sign(secret, { iss: partner.publicKey, sub: paidId }));
  });
});
