#!/usr/bin/env node
// Keeps the decision notes a true map of the code: every note indexed in docs/decisions/README.md, each with a
// status (accepted, or superseded by a named note), and every repository path a note names exists.
// The rules (what counts as a path, how to write an example path) are at the top of scripts/lib/decision-notes.mjs
// and in docs/decisions/README.md. Exits 1 and names each offence (file:line: kind: what).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDecisions, formatOffence } from './lib/decision-notes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { notes, offences } = checkDecisions({ root });

if (offences.length > 0) {
  for (const o of offences) console.error(formatOffence(o));
  console.error(`\ncheck-decisions: ${offences.length} offence(s) in ${notes.length} notes (rules: docs/decisions/README.md)`);
  process.exit(1);
}
console.log(`check-decisions: ${notes.length} notes, all indexed, each with a status, every path alive`);
