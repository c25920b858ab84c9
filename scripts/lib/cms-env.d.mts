import type { Secrets } from './secrets.mjs';

export const IN_PROCESS_CMS_ENV: Record<string, string>;
export function installFilesEnv(folder: string): { PUBLIC_DIR: string; PRIVATE_MEDIA_DIR: string };
export function seededPostgresCmsEnv(options: { secrets: Secrets; database: string; port: number; webUrl: string; files: string }): Record<string, string>;
