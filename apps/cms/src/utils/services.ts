import type { ChildService } from '../api/child/services/child';
import type { HistoryService } from '../api/child-history/services/child-history';
import type { FavouriteService } from '../api/favourite/services/favourite';
import type { LibraryService } from '../api/library/services/library';
import type { PartnerService } from '../api/partner/services/partner';
import type { ProfileService } from '../api/profile/services/profile';
import type { VideoPositionService } from '../api/video-position/services/video-position';

/** What each custom service is, so callers get its real type from its uid. */
type Services = {
  'api::child.child': ChildService;
  'api::child-history.child-history': HistoryService;
  'api::favourite.favourite': FavouriteService;
  'api::library.library': LibraryService;
  'api::partner.partner': PartnerService;
  'api::profile.profile': ProfileService;
  'api::video-position.video-position': VideoPositionService;
};

/** The typed service lookup: Strapi's registry returns an untyped service, this names its shape once. */
export function service<Uid extends keyof Services>(uid: Uid): Services[Uid] {
  return strapi.service(uid) as Services[Uid];
}
