import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CMS_URL, cmsFirst, cmsList } from './cms';
import { commerceToken } from './commerce';
import { partnerToken } from '../../support/partner-token';

/**
 * A partner of the iframe player's journeys (issue 56): made by the Commerce user, with an allowed origin, and a page
 * of that partner that frames Tate's player and keeps what the frame posts.
 */

const PARTNER = 'api::partner.partner';

export type Meditation = { id: number; documentId: string; title: string };
export type Message = {
  type: string;
  currentTime?: number;
  text?: string | null;
  kind?: string;
  code?: string;
  message?: string;
  refusal?: { code: string; message: string; retryAfter?: number };
};
/** The partner's key, and when licensed a paid meditation, the token its server signed for it and its signing secret. */
export type IframePartner = { documentId: string; key: string; token: string; secret: string };

export async function documentId(request: APIRequestContext, title: string): Promise<string> {
  return (await cmsFirst<{ documentId: string }>(request, `meditations?filters[title][$eq]=${encodeURIComponent(title)}&fields[0]=title`)).documentId;
}

/** A paid audio meditation of the demo seed, to license to a partner. */
export async function paidAudio(request: APIRequestContext): Promise<Meditation> {
  const [paid] = await cmsList<Meditation>(request, 'meditations?filters[accessLevel][$eq]=paid&filters[kind][$eq]=audio&pagination[pageSize]=1');
  if (!paid) throw new Error('The demo seed has no paid audio meditation');
  return paid;
}

/**
 * A partner with this allowed origin, active unless told, licensed this paid meditation (its row id) when given, and
 * a token its server signs for it then (with the signing secret the admin shows once); its key is what the frame's
 * address names.
 */
export async function createPartner(request: APIRequestContext, origin: string, { licensed, active = true }: { licensed?: Meditation; active?: boolean } = {}): Promise<IframePartner> {
  const admin = { Authorization: `Bearer ${await commerceToken(request)}` };
  const created = await request.post(`${CMS_URL}/content-manager/collection-types/${PARTNER}`, {
    headers: admin,
    data: {
      name: `Willow School ${Date.now()}`,
      contactEmail: 'office@willow-school.example',
      allowedOrigins: origin,
      active,
      ...(licensed ? { meditations: { connect: [{ id: licensed.id }] } } : {}),
    },
  });
  expect(created.status()).toBe(201);
  const partner = ((await created.json()) as { data: { documentId: string; publicKey: string } }).data;
  if (!licensed) return { documentId: partner.documentId, key: partner.publicKey, token: '', secret: '' };
  const rotated = await request.post(`${CMS_URL}/partner-signing-secret/partners/${partner.documentId}/rotate`, { headers: admin });
  expect(rotated.status()).toBe(200);
  const { secret } = ((await rotated.json()) as { data: { secret: string } }).data;
  const token = await partnerToken({ secret, publicKey: partner.publicKey, meditation: licensed.documentId });
  return { documentId: partner.documentId, key: partner.publicKey, token, secret };
}

/**
 * A partner's page (Willow School) with Tate's frame from `src` (and the iframe's `attributes`, such as a
 * referrerpolicy); it keeps the frame's messages that come from Tate's origin in `window.tateMessages`, as a partner's
 * page would listen, and sends commands with `window.tateCommand`.
 */
export function framing(src: string, tateOrigin: string, attributes = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Willow School: quiet time</title></head>
<body><main><h1>Quiet time at Willow School</h1>
<iframe id="tate" src="${src}" width="640" height="440" title="A Tate meditation" allow="autoplay; fullscreen"${attributes}></iframe></main>
<script>
window.tateMessages = [];
window.addEventListener('message', (event) => {
  if (event.origin === ${JSON.stringify(tateOrigin)} && event.data && event.data.source === 'tate-player') window.tateMessages.push(event.data);
});
window.tateCommand = (command) => document.getElementById('tate').contentWindow.postMessage({ source: 'tate-player', ...command }, ${JSON.stringify(tateOrigin)});
</script></body></html>`;
}

export function messages(page: Page): Promise<Message[]> {
  return page.evaluate(() => (window as Window & { tateMessages?: Message[] }).tateMessages ?? []);
}
