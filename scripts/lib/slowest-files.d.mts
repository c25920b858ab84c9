export function timingsReport(root: string, suite: string): string;
export function fileTimes(report: unknown): Array<{ file: string; ms: number }>;
export function slowestFiles(reportPath: string, root: string, count?: number): string[] | null;
export function clearTimings(root: string): void;
