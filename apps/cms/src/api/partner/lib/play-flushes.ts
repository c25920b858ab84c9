import type { Core } from '@strapi/strapi';
import { service } from '../../../utils/services';
import { PARTNER } from '../../../commerce/data/partner';

export type PlayFlushes = { stop(): Promise<void> };

/** How often counted embed plays are written: PARTNER_PLAYS_FLUSH_MS, 15 s by default. */
function flushInterval(): number {
  const configured = Number(process.env.PARTNER_PLAYS_FLUSH_MS);
  return Number.isInteger(configured) && configured >= 100 ? configured : 15_000;
}

/** Writes the counted plays on a timer and once more when the CMS stops. */
export function startPlayFlushes(strapi: Core.Strapi): PlayFlushes {
  const flush = () =>
    service(PARTNER)
      .flushPlays()
      .catch((error: unknown) => strapi.log.error(`Partner plays were not written; they are kept for the next try: ${String(error)}`));
  const timer = setInterval(() => void flush(), flushInterval());
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
