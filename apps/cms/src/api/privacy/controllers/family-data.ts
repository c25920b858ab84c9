import type { Context } from 'koa';
import { z } from 'zod';
import { currentPasswordField, PARENT_GATE_MESSAGES } from '@tate/contracts';
import { currentParent, SIGN_IN_REQUIRED } from '../../../http/parent';
import { ApiError } from '../../../http/errors';
import { readBody } from '../../../http/request';
import { passwordMatches } from '../../../accounts/users';
import { findUserById } from '../../../utils/data/user';
import { consume } from '../../../http/limits';
import { limitFromEnv } from '../../../security/limiters';
import { familyDataZip } from '../lib/family-export';
import { recordPrivacyAction } from '../data/privacy-audit';

const HOUR_SECONDS = 60 * 60;

/** POST's body: the parent's own password, asked again (as the parent gate asks it). */
const passwordBody = z.object({ password: currentPasswordField() });

/**
 * Streams the family's data as a ZIP download, audited. Each download reads all of a family's rows, so one account
 * may start FAMILY_DATA_DOWNLOADS_MAX (10) an hour: only the parent's own token counts against it, and with POST every
 * try counts, a wrong password too (so guesses are limited with the downloads).
 */
async function sendFamilyData(ctx: Context, password: string | null): Promise<void> {
  const parent = currentParent(ctx);
  const user = await findUserById(parent.id);
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
  const rule = { points: limitFromEnv('FAMILY_DATA_DOWNLOADS_MAX', 10), durationSeconds: HOUR_SECONDS };
  await consume(ctx, 'family-data-downloads', rule, parent.documentId);
  if (password !== null && !(await passwordMatches(user, password))) throw new ApiError(400, PARENT_GATE_MESSAGES.parentGatePasswordWrong, 'password');
  const now = new Date();
  const zip = await familyDataZip(user, now);
  await recordPrivacyAction({ action: 'family-data-downloaded', parentId: parent.documentId });
  ctx.set('Content-Disposition', `attachment; filename="tate-family-data-${now.toISOString().slice(0, 10)}.zip"`);
  ctx.type = 'application/zip';
  ctx.body = zip;
}

export default {
  /** POST: the parent's password proves the parent is at the device (the web's account page asks for it). */
  async download(ctx: Context) {
    const { password } = readBody(ctx, passwordBody);
    await sendFamilyData(ctx, password);
  },

  /** GET, without the password: kept for the mobile apps already shipped (deprecated in account-api.json). */
  async downloadWithoutPassword(ctx: Context) {
    await sendFamilyData(ctx, null);
  },
};
