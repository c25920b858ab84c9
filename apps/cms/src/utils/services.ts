/**
 * What each custom service is, by uid, so callers get its real type from Strapi's registry. Each feature adds its
 * own service here by declaration merging (`declare module '…/utils/services'` next to the service), so this shared
 * file names no feature and no feature imports another to call it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration merging
export interface Services {}

/** The typed service lookup: Strapi's registry returns an untyped service, this names its shape once. */
export function service<Uid extends keyof Services>(uid: Uid): Services[Uid] {
  return strapi.service(uid) as Services[Uid];
}
