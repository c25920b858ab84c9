import { describe, expect, it } from 'vitest';
import { overBudget } from './check-budgets.mjs';
import { routeBytes } from './route-bytes.mjs';

const ROUTE = '?__remix-build-client-route';
const manifest = {
  'node_modules/@remix-run/dev/dist/config/defaults/entry.client.tsx': { file: 'entry.js', isEntry: true, imports: ['_react.js'] },
  _react: { file: 'react.js' },
  '_react.js': { file: 'react.js' },
  [`app/root.tsx${ROUTE}`]: { file: 'root.js', isEntry: true, imports: ['_react.js', '_ui.js'] },
  '_ui.js': { file: 'ui.js', imports: ['_react.js'] },
  '_dialog.js': { file: 'dialog.js' },
  [`app/routes/home.tsx${ROUTE}`]: { file: 'home.js', isEntry: true, imports: ['_ui.js'], dynamicImports: ['_dialog.js'] },
};
const sizes: Record<string, number> = { 'entry.js': 1, 'react.js': 100, 'root.js': 10, 'ui.js': 20, 'home.js': 5, 'dialog.js': 1000 };

describe('route JavaScript', () => {
  it('adds the entry, the root and the route with their static imports, each file once, dynamic imports left out', () => {
    const home = routeBytes(manifest, (file: string) => sizes[file] ?? 0)['app/routes/home.tsx'];
    expect(home.js).toBe(1 + 100 + 10 + 20 + 5);
    expect(home.files.sort()).toEqual(['entry.js', 'home.js', 'react.js', 'root.js', 'ui.js']);
  });

  it('names the routes over their budget', () => {
    const measured = { home: { js: 101 * 1024 }, library: { js: 50 * 1024 }, faq: { js: 300 * 1024 } };
    expect(overBudget(measured, { home: 100, library: 130 }, 200)).toEqual([
      'home: 101.0 KB of JavaScript (gzipped), budget 100 KB',
      'faq: 300.0 KB of JavaScript (gzipped), budget 200 KB',
    ]);
  });
});
