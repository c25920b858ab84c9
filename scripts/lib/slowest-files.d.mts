export function timingsReport(root: string, suite: string): string;
export function fileTimes(report: unknown): Array<{ file: string; ms: number }>;
export const SLOW_FILE_SECONDS: number;
export function slowFiles(reportPath: string, root: string, limitSeconds?: number): string[] | null;
export function clearTimings(root: string): void;
