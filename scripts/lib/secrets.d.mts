export type Secrets = Record<string, string | undefined>;
export const CMS_SECRET_NAMES: string[];
export const WEB_SECRET_NAMES: string[];
export function randomSecrets(): Record<string, string>;
export function pickSecrets(secrets: Secrets, names: string[]): Record<string, string>;
export function machineSecrets(file: string): Record<string, string>;
