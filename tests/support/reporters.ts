import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReporterDescription } from '@playwright/test';
import { timingsReport } from '../../scripts/lib/slowest-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The list for people, and a JSON report from which `npm test`'s summary names the suite's slowest files. */
export function suiteReporters(suite: string): ReporterDescription[] {
  return [['list'], ['json', { outputFile: timingsReport(root, suite) }]];
}
