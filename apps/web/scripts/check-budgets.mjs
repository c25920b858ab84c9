// Fails when a route's first-load JavaScript (gzipped, from the built client's manifest) is over its budget.
// Run after `npm run build -w @tate/web`; part of the web's `test:unit`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS_KB, DEFAULT_BUDGET_KB } from './budgets.mjs';
import { measureBuild } from './route-bytes.mjs';

/** Routes over budget, as lines to print; empty when all fit. */
export function overBudget(measured, budgets = BUDGETS_KB, fallback = DEFAULT_BUDGET_KB) {
  return Object.entries(measured)
    .map(([route, { js }]) => ({ route, kb: js / 1024, budget: budgets[route] ?? fallback }))
    .filter(({ kb, budget }) => kb > budget)
    .map(({ route, kb, budget }) => `${route}: ${kb.toFixed(1)} KB of JavaScript (gzipped), budget ${budget} KB`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build');
  let measured;
  try {
    measured = measureBuild(buildDir);
  } catch (error) {
    console.error(`JS budgets: no client build to measure (${error.message}); run npm run build -w @tate/web first`);
    process.exit(1);
  }
  const failures = overBudget(measured);
  for (const route of Object.keys(BUDGETS_KB)) {
    console.log(`JS budget ${route}: ${(measured[route].js / 1024).toFixed(1)} KB of ${BUDGETS_KB[route]} KB`);
  }
  if (failures.length > 0) {
    console.error(`JS budgets exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}
