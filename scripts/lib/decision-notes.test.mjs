// node --test scripts/lib/ : the decision-notes check on a made-up docs folder, one offence of each kind.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { checkDecisions, cleanPath, parseStatus, pathsInLine } from './decision-notes.mjs';

let root;
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const note = (name, status, body = '') =>
  write(`docs/decisions/${name}`, `# A decision\n\n- Date: 2026-11-26\n${status === null ? '' : `- Status: ${status}\n`}\n${body}\n`);
const index = (rows) =>
  write(
    'docs/decisions/README.md',
    `# Decision notes\n\n| Note | Status | Decision |\n| --- | --- | --- |\n${rows.map(([n, s]) => `| [${n}](${n}) | ${s} | a decision |`).join('\n')}\n`,
  );
const check = () => checkDecisions({ root }).offences;
const kinds = (offences) => offences.map((o) => o.kind);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'decision-notes-'));
  write('apps/web/app/root.tsx', 'export {};\n');
  write('packages/ui/src/button/button.css', '');
  write('docs/decisions/_template.md', '# <Area>: <decision>\n\n- Status: accepted | superseded by <note.md>\n');
  note('old.md', 'superseded by [new.md](new.md)', 'It lived in `apps/web/app/root.tsx`.');
  note('new.md', 'accepted (issue 1)', 'Styles in packages/ui/src/button/button.css, all of `packages/ui/src/**/*.css`; see [old.md](old.md).');
  index([
    ['new.md', 'accepted'],
    ['old.md', 'superseded by [new.md](new.md)'],
  ]);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a clean folder passes', () => {
  assert.deepEqual(check(), []);
});

test('a note missing from the index is named', () => {
  note('added.md', 'accepted');
  const offences = check();
  assert.deepEqual(kinds(offences), ['unindexed']);
  assert.equal(offences[0].file, 'docs/decisions/added.md');
});

test('a note without a status line is named', () => {
  note('bare.md', null);
  index([['new.md', 'accepted'], ['old.md', 'superseded by [new.md](new.md)'], ['bare.md', 'accepted']]);
  const offences = check();
  assert.deepEqual(kinds(offences), ['no-status']);
  assert.equal(offences[0].file, 'docs/decisions/bare.md');
});

test('a status other than accepted or superseded by a linked note is named', () => {
  note('maybe.md', 'proposed');
  index([['new.md', 'accepted'], ['old.md', 'superseded by [new.md](new.md)'], ['maybe.md', 'accepted']]);
  const offences = check();
  assert.deepEqual(kinds(offences), ['bad-status']);
  assert.match(offences[0].message, /proposed/);
});

test('a status naming a note that does not exist is named, with its line', () => {
  note('old.md', 'superseded by [gone.md](gone.md)');
  index([['new.md', 'accepted'], ['old.md', 'superseded by [gone.md](gone.md)']]);
  const offences = check();
  assert.ok(offences.some((o) => o.kind === 'missing-note' && o.file === 'docs/decisions/old.md' && o.line === 4));
  // the link in the status is a path too
  assert.ok(offences.some((o) => o.kind === 'dead-path' && o.message.includes('docs/decisions/gone.md')));
});

test('an index row whose status differs from the note is named', () => {
  index([['new.md', 'accepted'], ['old.md', 'accepted']]);
  const offences = check();
  assert.deepEqual(kinds(offences), ['index-status']);
  assert.equal(offences[0].file, 'docs/decisions/README.md');
  assert.match(offences[0].message, /old\.md.*superseded by \[new\.md\]/);
});

test('dead paths are named with file and line: in backticks, in prose, in links and globs', () => {
  note(
    'new.md',
    'accepted',
    [
      'Moved: `apps/web/app/old-root.tsx`.',
      'Also packages/ui/src/gone/gone.css, in prose.',
      'A link: [the server](../../apps/web/server/index.js).',
      'A glob: `tests/**/*.spec.ts`.',
    ].join('\n'),
  );
  const dead = check().filter((o) => o.kind === 'dead-path');
  assert.deepEqual(
    dead.map((o) => [o.line, o.message.split(':')[0]]),
    [
      [6, 'apps/web/app/old-root.tsx'],
      [7, 'packages/ui/src/gone/gone.css'],
      [8, '../../apps/web/server/index.js'],
      [9, 'tests/**/*.spec.ts'],
    ],
  );
  assert.ok(dead.every((o) => o.file === 'docs/decisions/new.md'));
});

test('placeholders, struck-through history, workspace-relative paths, URLs and fenced code are not paths', () => {
  note(
    'new.md',
    'accepted',
    [
      'One folder per type: `apps/cms/src/api/<name>` and apps/cms/src/api/{name}; …',
      'Deleted, so struck through: ~~`apps/web/scripts/check-budgets.mjs`~~.',
      'A link shown as code: `- Status: superseded by [other.md](other.md)`.',
      'Relative to the web: `app/routes/nowhere.tsx`. A URL: https://example.com/apps/x and `@tate/ui/styles.css`.',
      '```sh',
      'node scripts/not-here.mjs',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(check(), []);
});

test('path reading: punctuation, line numbers and anchors are dropped', () => {
  assert.equal(cleanPath('apps/web/app/root.tsx:12-30'), 'apps/web/app/root.tsx');
  assert.equal(cleanPath('apps/web/app/root.tsx#L3'), 'apps/web/app/root.tsx');
  assert.equal(cleanPath('apps/web/app/.'), 'apps/web/app');
  assert.deepEqual(
    pathsInLine('See `apps/web/app/root.tsx`, then (scripts/start.mjs).', 'docs/decisions').map((p) => p.path),
    ['apps/web/app/root.tsx', 'scripts/start.mjs'],
  );
  assert.deepEqual(parseStatus('accepted (issue 9)'), { kind: 'accepted' });
  assert.deepEqual(parseStatus('superseded by [a.md](a.md): the store'), { kind: 'superseded', by: 'a.md' });
  assert.equal(parseStatus('proposed').kind, 'bad');
});
