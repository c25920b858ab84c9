import { PARTNER_REFUSALS, partnerKeyField, partnerRefusalCodes } from '@tate/contracts';
import { cms } from '../cms/cms.server';
import { fetchFreeMeditations } from '../cms/library.server';
import { loadFromCms } from '../cms/load.server';
import { siteOrigin } from '../http/site-url.server';
import { elementReference, type ElementReference, type ReferenceRow } from './element-reference.server';
import { embedBundle } from './embed-bundle.server';
import { iframeDocs, type IframeDocs } from './iframe-docs.server';
import { tokenDocs, type TokenDocs } from './token-docs.server';

/** The live demo: Tate Web's own partner key (PARTNER_DEMO_KEY) and a free meditation, or null without a key. */
export type PartnerDemo = { partnerKey: string; mediaId: string; title: string } | null;

export type PartnersPage = {
  /** The embed's absolute, versioned address and its Subresource Integrity. */
  script: { src: string; integrity: string; version: string };
  /** The CMS API the element looks meditations up in. */
  apiBase: string;
  demo: PartnerDemo;
  reference: ElementReference;
  /** Each refusal of a lookup: its stable code, HTTP status and sentence (@tate/contracts partner-refusals). */
  refusals: ReferenceRow[];
  /** How a partner's server signs a token for paid meditations, in three languages, with a test vector. */
  tokens: TokenDocs;
  /** The iframe player: its snippet, its postMessage API and oEmbed. */
  iframe: IframeDocs;
};

async function loadDemo(env: Record<string, string | undefined>): Promise<PartnerDemo> {
  const key = partnerKeyField.safeParse(env.PARTNER_DEMO_KEY);
  if (!key.success) return null;
  const [meditation] = (await loadFromCms(() => fetchFreeMeditations(cms()))).filter((item) => item.kind === 'audio');
  return meditation ? { partnerKey: key.data, mediaId: meditation.id, title: meditation.title } : null;
}

/** Everything /partners shows: the snippet's pinned script, the live demo, the element's reference and the refusals. */
export async function loadPartnersPage(request: Request, env: Record<string, string | undefined> = process.env): Promise<PartnersPage> {
  const bundle = embedBundle();
  const demo = await loadDemo(env);
  return {
    script: { src: `${siteOrigin(request, env)}${bundle.path}`, integrity: bundle.integrity, version: bundle.version },
    apiBase: `${cms().config.publicUrl.replace(/\/+$/, '')}/api`,
    demo,
    iframe: iframeDocs(siteOrigin(request, env), demo?.mediaId ?? 'meditation-id'),
    reference: elementReference('tate-player'),
    tokens: tokenDocs(),
    refusals: partnerRefusalCodes().map((code) => ({ name: code, type: `HTTP ${PARTNER_REFUSALS[code].status}`, description: PARTNER_REFUSALS[code].message })),
  };
}
