import type { Secrets } from './secrets.mjs';

export const IN_PROCESS_CMS_ENV: Record<string, string>;
export function seededPostgresCmsEnv(options: { secrets: Secrets; database: string; port: number; webUrl: string }): Record<string, string>;
