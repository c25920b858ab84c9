import type { Context } from 'koa';
import { z, ZodError } from 'zod';
import { PARTNER_FRAME_PASS_PARAM, PARTNER_KEY_PATTERN } from '@tate/contracts';
import { ApiError, notFound } from '../../../http/errors';
import { service } from '../../../utils/services';
import { PARTNER } from '../../../commerce/data/partner';
import { firstPlayOfTicket, firstReportOfTicket, limitFrameOrigins, limitLookup, limitPlays, limitReports } from '../lib/partner-limits';
import { publicOrigin, toPartnerMedia } from '../lib/partner-media';
import { partnerRefusal, PartnerRefusalError } from '../lib/partner-refusal';
import { issuePlayTicket, verifyPlayTicket } from '../lib/play-ticket';
import { isFramePass } from '../lib/frame-pass';
import { STARTUP_MAX_MS } from '../lib/play-counter';
import type { AdmittedPartner } from '../services/partner';

const partners = () => service(PARTNER);

/** The key: none is `key-missing`, one not in the key format `key-malformed` (refusals a developer can act on). */
const keyField = z.unknown().transform((value) => {
  const key = typeof value === 'string' ? value.trim() : '';
  if (!key) throw partnerRefusal('key-missing');
  if (!PARTNER_KEY_PATTERN.test(key)) throw partnerRefusal('key-malformed');
  return key;
});

/** The partner server's token for paid media (lib/partner-token.ts), or null without one. */
const tokenField = z.unknown().transform((value) => {
  const token = typeof value === 'string' ? value.trim() : '';
  if (token.length > 4096) throw partnerRefusal('token-malformed');
  return token || null;
});

/** The web's frame pass of an iframe player's lookup (lib/frame-pass.ts), or null without one: never a refusal. */
const framePassField = z.unknown().transform((value) => (typeof value === 'string' && value.length <= 128 ? value.trim() || null : null));

/**
 * The origin of the page framing the iframe player, as the web read it from the frame's Referer (a URL's origin,
 * written as the allowed origins are); null without one. Anything that is no allowed origin is refused as one.
 */
const framerField = z.unknown().transform((value) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 300) : null));

const lookupRequest = z.object({
  id: z.string().trim().min(1, 'id is required').max(64, 'id is too long'),
  key: keyField,
});

/** The play ticket the lookup answered (lib/play-ticket.ts): none is `ticket-required`; its checks come after admission. */
const ticketField = z.unknown().transform((value) => {
  const ticket = typeof value === 'string' ? value.trim() : '';
  if (!ticket) throw partnerRefusal('ticket-required');
  if (ticket.length > 512) throw partnerRefusal('ticket-invalid');
  return ticket;
});

const playRequest = lookupRequest.extend({ ticket: ticketField });

/** What the embed reports of its play: its startup (ms from Play to the first audio) or its reaching 90 %. */
const reportRequest = playRequest.and(
  z.discriminatedUnion('event', [
    z.object({ event: z.literal('startup'), ms: z.coerce.number().int().min(0).max(STARTUP_MAX_MS) }),
    z.object({ event: z.literal('completion') }),
  ]),
);

/** The key and the page's origin admit the request; only then may that origin read the answer (CORS). */
async function admitted(ctx: Context, key: string, asking: Asking): Promise<AdmittedPartner> {
  const partner = await partners().admit(key, ctx.get('origin'));
  asking.partner = partner.documentId;
  ctx.set('Access-Control-Allow-Origin', partner.origin);
  return partner;
}

/** Neither answer is cached, and each depends on the page's origin. */
function privateAnswer(ctx: Context): void {
  ctx.vary('Origin');
  ctx.set('Cache-Control', 'private, no-store');
}

/** What a request has shown of itself so far: its key once read, its partner once admitted. */
type Asking = { key: string | null; partner: string | null };

/**
 * Counts a partner refusal where it is answered, for the partner the request named (its own, once admitted; the one
 * the refusal knows, as for an inactive key; else the partner of its key, when known): the partner's refusals by
 * code. A request naming no partner (no key, not a key, an unknown key) counts for nobody.
 */
async function countingRefusals(answer: (asking: Asking) => Promise<void>): Promise<void> {
  const asking: Asking = { key: null, partner: null };
  try {
    await answer(asking);
  } catch (error) {
    if (error instanceof PartnerRefusalError) partners().countRefusal(error.refusal, error.partner ?? asking.partner, asking.key);
    throw error;
  }
}

/**
 * A refusal says only its code and sentence (no media, no partner data), so any page may read it: the embed on a
 * page whose origin is not allowed can then tell its developer why, and read a 429's Retry-After. Counted for its
 * partner (`countingRefusals`).
 */
async function withReadableRefusals(ctx: Context, answer: (asking: Asking) => Promise<void>): Promise<void> {
  try {
    await countingRefusals(answer);
  } catch (error) {
    if (error instanceof ApiError || error instanceof ZodError) {
      if (!ctx.response.get('Access-Control-Allow-Origin')) ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Expose-Headers', 'Retry-After');
    }
    throw error;
  }
}

/** The partner embed's endpoints (docs/decisions/2026-11-24-partner-embeds.md): no cookies, no visitor data. */
export default {
  /**
   * `{ data: { src, title, artwork?, transcript, playTicket? } }` with absolute URLs (a paid one with `&token=`); the
   * ticket, signed by the CMS and new on each lookup, counts this page's play (`play`). A lookup counts for the partner
   * (its view, and a ticket) from one of its allowed origins, or from the web's iframe player with the web's frame pass
   * (served as a frame, so framed by an allowed origin); the iframe player opened on its own in a tab plays, uncounted
   * (docs/decisions/2026-11-29-partner-counts-framed-only.md). Refusals are envelopes.
   */
  async media(ctx: Context) {
    privateAnswer(ctx);
    await withReadableRefusals(ctx, async (asking) => {
      const { id, key, token, frame } = lookupRequest
        .extend({ token: tokenField, frame: framePassField })
        .parse({ id: ctx.params.id, key: ctx.query.key, token: ctx.query.token, frame: ctx.query[PARTNER_FRAME_PASS_PARAM] });
      asking.key = key;
      await limitLookup(ctx, key);
      const partner = await admitted(ctx, key, asking);
      const media = await toPartnerMedia(await partners().licensedMedia(partner, id, token), partner.documentId, publicOrigin(ctx.origin));
      if (!media) throw notFound('Media file');
      if (partner.viaIframePlayer && !isFramePass(frame, key, id)) {
        ctx.body = { data: media };
        return;
      }
      partners().countEvent(partner, id, { type: 'view' });
      ctx.body = { data: { ...media, playTicket: issuePlayTicket(partner.documentId, id) } };
    });
  },

  /**
   * One press of Play in an embed, with the ticket of its lookup: counted per partner, meditation and day, once per
   * ticket however often it is sent (on any CMS instance). The server chose the ticket, so a client cannot make
   * plays by making ids: each needs a lookup, limited per address and per key.
   */
  async play(ctx: Context) {
    privateAnswer(ctx);
    await withReadableRefusals(ctx, async (asking) => {
      const { id, key, ticket } = playRequest.parse({ id: ctx.params.id, key: ctx.query.key, ticket: ctx.query.ticket });
      asking.key = key;
      await limitPlays(ctx);
      const partner = await admitted(ctx, key, asking);
      const checked = verifyPlayTicket(ticket, partner.documentId, id);
      await partners().assertLicensed(partner, id);
      if (await firstPlayOfTicket(checked.id)) partners().countEvent(partner, id, { type: 'play' });
      ctx.status = 204;
    });
  },

  /**
   * The embed's report of its play, with the ticket of its lookup: `event=startup&ms=…` (ms from Play to the first
   * audio) or `event=completion` (played to 90 %). Each counted once per ticket (however often it is sent), per
   * partner, meditation and day; no visitor data. Refusals are the play's (a meditation no longer published or licensed
   * to the partner included), and a bad event or time is a 400.
   */
  async report(ctx: Context) {
    privateAnswer(ctx);
    await withReadableRefusals(ctx, async (asking) => {
      const request = reportRequest.parse({ id: ctx.params.id, ...ctx.query });
      asking.key = request.key;
      await limitReports(ctx);
      const partner = await admitted(ctx, request.key, asking);
      const checked = verifyPlayTicket(request.ticket, partner.documentId, request.id);
      // As for the play: the ticket's meditation must still be one the partner may play (published, free or licensed).
      await partners().assertLicensed(partner, request.id);
      if (await firstReportOfTicket(request.event, checked.id)) {
        partners().countEvent(partner, request.id, request.event === 'startup' ? { type: 'startup', ms: request.ms } : { type: 'completion' });
      }
      ctx.status = 204;
    });
  },

  /**
   * `{ data: { origins } }`: who may frame the web's iframe player for this key (an active partner's allowed
   * origins). Asked by the web's server for each frame it serves, with `framer`, the framing page's origin, when the
   * frame's Referer says it; refusals are the lookup's (key-missing, key-malformed, key-unknown, key-inactive,
   * rate-limited) and origin-not-allowed for a framer the key does not allow, each counted for its partner.
   */
  async frameOrigins(ctx: Context) {
    privateAnswer(ctx);
    await countingRefusals(async (asking) => {
      const { key, framer } = z.object({ key: keyField, framer: framerField }).parse({ key: ctx.params.key, framer: ctx.query.framer });
      asking.key = key;
      await limitFrameOrigins(ctx);
      ctx.body = { data: { origins: await partners().frameOrigins(key, framer) } };
    });
  },
};
