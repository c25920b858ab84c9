export const SLOWDOWN_VARIABLE: string;
export function measureSlowdown(options?: { samples?: number; intervalMs?: number }): Promise<number>;
export function slowdown(env?: Record<string, string | undefined>): number;
export function scaledBudget(quietMs: number, env?: Record<string, string | undefined>): number;
