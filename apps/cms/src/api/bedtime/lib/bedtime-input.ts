import { bedtimeSettingsSchema } from '@tate/contracts';

/** PUT /children/:id/bedtime: the rules both apps share (@tate/contracts bedtime.ts). */
export const bedtimeInput = bedtimeSettingsSchema;
