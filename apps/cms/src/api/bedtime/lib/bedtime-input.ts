import { z } from 'zod';
import { bedtimeSettingsSchema, currentPasswordField } from '@tate/contracts';

/** PUT /children/:id/bedtime: the rules both apps share (@tate/contracts bedtime.ts). */
export const bedtimeInput = bedtimeSettingsSchema;

/** The parent gate (unlock quiet hours, add minutes): the parent's password, asked again. */
export const parentGateInput = z.object({ password: currentPasswordField() });
