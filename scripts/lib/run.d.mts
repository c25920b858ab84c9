import type { ChildProcess } from 'node:child_process';

export const root: string;
export const quietEnv: Record<string, string>;
export function log(message: string): void;
export function run(command: string, args: string[], options?: { cwd?: string; env?: Record<string, string | undefined> }): boolean;
export function startService(
  label: string,
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string | undefined> },
): ChildProcess;
export function stopService(child: ChildProcess): void;
export function isPortOpen(port: number, host?: string): Promise<boolean>;
export function waitForUrl(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function freePort(): Promise<number>;
