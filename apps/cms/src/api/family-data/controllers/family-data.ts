import type { Context } from 'koa';
import { currentParent, SIGN_IN_REQUIRED } from '../../../http/parent';
import { ApiError } from '../../../http/errors';
import { findUserById } from '../../../accounts/users';
import { consume } from '../../../http/limits';
import { limitFromEnv } from '../../../security/limiters';
import { familyDataZip } from '../../../privacy/family-export';
import { recordPrivacyAction } from '../../../privacy/audit';

const HOUR_SECONDS = 60 * 60;

export default {
  /**
   * Streams the family's data as a ZIP download, audited. Each download reads all of a family's rows, so one
   * account may start FAMILY_DATA_DOWNLOADS_MAX (10) an hour: only the parent's own token counts against it.
   */
  async download(ctx: Context) {
    const parent = currentParent(ctx);
    const user = await findUserById(parent.id);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    const rule = { points: limitFromEnv('FAMILY_DATA_DOWNLOADS_MAX', 10), durationSeconds: HOUR_SECONDS };
    await consume(ctx, 'family-data-downloads', rule, parent.documentId);
    const now = new Date();
    const zip = await familyDataZip(user, now);
    await recordPrivacyAction({ action: 'family-data-downloaded', parentId: parent.documentId });
    ctx.set('Content-Disposition', `attachment; filename="tate-family-data-${now.toISOString().slice(0, 10)}.zip"`);
    ctx.type = 'application/zip';
    ctx.body = zip;
  },
};
