export const SLOWDOWN_VARIABLE: string;
export function measureSlowdown(options?: { samples?: number; intervalMs?: number }): Promise<number>;
export function slowdown(env?: Record<string, string | undefined>): number;
export function scaledBudget(quietMs: number, env?: Record<string, string | undefined>): number;
export const BUILD_QUIET_SECONDS: number;
export function buildSlowdown(buildSeconds: number): number;
export const PARALLEL_WORK_QUIET_MS: number;
export function parallelWorkSlowdown(options?: { rounds?: number; runs?: number }): Promise<number>;
export interface CpuTimes { busy: number; idle: number; iowait: number; steal: number }
export function cpuTimes(): CpuTimes;
export function cpuShares(before: CpuTimes, after: CpuTimes): CpuTimes;
