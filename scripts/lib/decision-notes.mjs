// The decision notes (docs/decisions) are a map of the code; this module keeps the map true.
// scripts/check-decisions.mjs runs it on the repository; decision-notes.test.mjs runs it on a made-up folder.
//
// What it checks, naming the file and line of each offence:
//  1. every note (each *.md in the folder but README.md and _template.md) has a row in the index, README.md;
//  2. every note has one status line, `- Status: accepted` or `- Status: superseded by [x.md](x.md)`
//     (anything after the first words is a comment, e.g. `- Status: accepted (issue 20)`);
//     its index row's status cell says the same (`accepted`, or `superseded by [x.md](x.md)`);
//  3. a note named by a status (or by an index row) exists in the folder;
//  4. every repository path a note (or the index) names exists.
//
// What counts as a repository path (strict, but not noisy):
//  - a markdown link target that is not a URL or an anchor, read relative to the note (as GitHub reads it); a link
//    written inside a code span is text, not a link;
//  - any word, in backticks or in prose, that starts at one of the repository's top-level folders, PATH_ROOTS
//    (`apps/`, `packages/`, `tests/`, `scripts/`, `docs/`, `bench/`, `.storybook/`, `.ci/`): it is read from the
//    repository root. A trailing `/`, `:12` or `:12-30` (line numbers) or `#anchor` is dropped, and so is trailing
//    punctuation.
//  Not paths, so not checked:
//  - a path relative to a workspace (`src/…`, `app/…`): write it from the repository root to have it checked;
//  - an example or placeholder: any path holding `<`, `>`, `{`, `}`, `$` or `…` (`apps/cms/src/api/<name>`);
//  - a path inside a fenced code block;
//  - history: a path struck through, `~~apps/web/scripts/check-budgets.mjs~~` (code a note says was deleted).
//  A glob (holding `*`) is a path too: it must match at least one file or folder (`**` spans folders).
//  A path git ignores (.gitignore: build output such as `dist`, runtime folders such as `apps/cms/.mail`) passes
//  without existing, since a clean clone never has it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const PATH_ROOTS = ['apps', 'packages', 'tests', 'scripts', 'docs', 'bench', '.storybook', '.ci'];
export const INDEX = 'README.md';
export const NOT_NOTES = new Set([INDEX, '_template.md']);

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ROOTED = new RegExp(
  `(?<![\\w./@~:-])((?:${PATH_ROOTS.map(escapeRe).join('|')})/[^\\s\`'"()\\[\\],;|]*)`,
  'g',
);
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const PLACEHOLDER = /[<>{}$…]|\.\.\.(?!\/)/;

/** Strips what a path may carry in prose: trailing punctuation, line numbers, an anchor, a closing slash. */
export function cleanPath(raw) {
  let p = raw.replace(/#.*$/, '');
  p = p.replace(/[.,;:!?'"]+$/, '');
  p = p.replace(/:\d+(?:-\d+)?$/, '');
  p = p.replace(/\/+$/, '');
  return p;
}

/** The repository paths one line of a note names: [{ path, raw }] with path from the repository root. */
export function pathsInLine(line, noteDir) {
  const found = [];
  const live = line.replace(/~~.*?~~/g, ' ');
  let rest = live;
  // a link written inside a code span is text, not a link
  const outsideCode = live.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
  for (const m of outsideCode.matchAll(LINK)) {
    const target = m[1];
    rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
    const cleaned = target.replace(/#.*$/, '');
    if (!cleaned || PLACEHOLDER.test(cleaned)) continue;
    const resolved = path.posix.normalize(path.posix.join(noteDir, decodeURI(cleaned))).replace(/\/+$/, '');
    found.push({ path: resolved, raw: target });
  }
  for (const m of rest.matchAll(ROOTED)) {
    if (PLACEHOLDER.test(m[1])) continue;
    const p = cleanPath(m[1]);
    if (p.includes('/')) found.push({ path: p, raw: m[1] });
  }
  return found;
}

const STATUS_LINE = /^- Status:\s*(.*)$/;
const SUPERSEDED = /^superseded by \[([^\]]+)\]\(([^)]+)\)/;

/** Reads a status value: { kind: 'accepted' } | { kind: 'superseded', by } | { kind: 'bad' }. */
export function parseStatus(value) {
  const v = value.trim();
  if (/^accepted\b/.test(v)) return { kind: 'accepted' };
  const m = SUPERSEDED.exec(v);
  if (m) {
    if (m[1].replace(/`/g, '') !== m[2]) return { kind: 'bad', why: `link text "${m[1]}" differs from its target "${m[2]}"` };
    return { kind: 'superseded', by: m[2] };
  }
  return { kind: 'bad', why: `"${v}"` };
}

const sameStatus = (a, b) => a.kind === b.kind && (a.kind !== 'superseded' || a.by === b.by);
const statusText = (s) => (s.kind === 'superseded' ? `superseded by [${s.by}](${s.by})` : s.kind);

/** Files and folders of the repository at root: git's tracked files when root is a work tree, else a walk. */
export function listRepository(root) {
  let files;
  try {
    const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (path.resolve(top) !== path.resolve(root)) throw new Error('root is not the top of its work tree');
    files = out.split('\0').filter(Boolean);
  } catch {
    files = [];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === '.git') continue;
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(rel);
        else files.push(rel);
      }
    };
    walk('');
  }
  const all = new Set(files);
  for (const f of files) {
    const parts = f.split('/');
    for (let i = 1; i < parts.length; i++) all.add(parts.slice(0, i).join('/'));
  }
  return all;
}

/** The paths git ignores among these (none outside a git work tree). */
export function ignoredPaths(root, paths) {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: paths.join('\n'),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    // exit 1: none ignored; 128: not a git work tree
    return new Set(String(error.stdout ?? '').split('\n').filter(Boolean));
  }
}

function globToRegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') re += '[^/]*';
    else re += escapeRe(c);
  }
  return new RegExp(`^${re}$`);
}

/**
 * Checks the notes in `${root}/${dir}`. Returns { notes, offences } where each offence is
 * { file, line, kind, message } and kind is one of 'unindexed', 'no-status', 'bad-status',
 * 'missing-note', 'index-status', 'dead-path'. `repository` (a Set of files and folders) may be given.
 */
export function checkDecisions({ root, dir = 'docs/decisions', repository } = {}) {
  const repo = repository ?? listRepository(root);
  const folder = path.join(root, dir);
  const names = fs.readdirSync(folder).filter((f) => f.endsWith('.md')).sort();
  const notes = names.filter((f) => !NOT_NOTES.has(f));
  const noteSet = new Set(notes);
  const offences = [];
  const pathUses = [];
  const statuses = new Map();

  for (const name of names) {
    const file = `${dir}/${name}`;
    const lines = fs.readFileSync(path.join(folder, name), 'utf8').split('\n');
    let fenced = false;
    const statusLines = [];
    lines.forEach((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const use of pathsInLine(line, dir)) pathUses.push({ file, line: i + 1, ...use });
      const s = STATUS_LINE.exec(line);
      if (s) statusLines.push({ line: i + 1, value: s[1] });
    });
    if (!noteSet.has(name)) continue;
    if (statusLines.length === 0) {
      offences.push({ file, line: 1, kind: 'no-status', message: 'no status line ("- Status: accepted" or "- Status: superseded by [x.md](x.md)")' });
      continue;
    }
    if (statusLines.length > 1) {
      offences.push({ file, line: statusLines[1].line, kind: 'bad-status', message: `more than one status line (first on line ${statusLines[0].line})` });
    }
    const status = parseStatus(statusLines[0].value);
    if (status.kind === 'bad') {
      offences.push({ file, line: statusLines[0].line, kind: 'bad-status', message: `status must start "accepted" or "superseded by [x.md](x.md)": ${status.why}` });
      continue;
    }
    if (status.kind === 'superseded' && !noteSet.has(status.by)) {
      offences.push({ file, line: statusLines[0].line, kind: 'missing-note', message: `superseded by ${status.by}, which is not a note in ${dir}` });
    }
    if (status.kind === 'superseded' && status.by === name) {
      offences.push({ file, line: statusLines[0].line, kind: 'bad-status', message: 'a note cannot be superseded by itself' });
    }
    statuses.set(name, status);
  }

  // The index: one table row per note, `| [x.md](x.md) | status | decision |`.
  const indexFile = `${dir}/${INDEX}`;
  const indexed = new Map();
  if (names.includes(INDEX)) {
    fs.readFileSync(path.join(folder, INDEX), 'utf8').split('\n').forEach((line, i) => {
      const row = /^\|\s*\[[^\]]*\]\(([^)#]+)\)\s*\|([^|]*)\|/.exec(line);
      if (!row) return;
      const target = row[1];
      if (indexed.has(target)) {
        offences.push({ file: indexFile, line: i + 1, kind: 'bad-status', message: `${target} has a second row (first on line ${indexed.get(target).line})` });
        return;
      }
      indexed.set(target, { line: i + 1, status: parseStatus(row[2]) });
      if (!noteSet.has(target)) {
        offences.push({ file: indexFile, line: i + 1, kind: 'missing-note', message: `row for ${target}, which is not a note in ${dir}` });
      }
    });
  }
  for (const name of notes) {
    const row = indexed.get(name);
    const file = `${dir}/${name}`;
    if (!row) {
      offences.push({ file, line: 1, kind: 'unindexed', message: `not in the index (${indexFile}): add a row "| [${name}](${name}) | <status> | <decision> |"` });
      continue;
    }
    const status = statuses.get(name);
    if (status && !sameStatus(status, row.status)) {
      offences.push({ file: indexFile, line: row.line, kind: 'index-status', message: `the row for ${name} must say "${statusText(status)}", as the note does` });
    }
  }

  // Paths.
  const missing = [];
  for (const use of pathUses) {
    if (use.path.includes('*')) {
      const re = globToRegExp(use.path);
      let hit = false;
      for (const p of repo) if (re.test(p)) { hit = true; break; }
      if (!hit) missing.push({ ...use, glob: true });
    } else if (!repo.has(use.path)) missing.push(use);
  }
  const ignored = ignoredPaths(root, [...new Set(missing.filter((m) => !m.glob).map((m) => m.path))]);
  for (const m of missing) {
    if (!m.glob && ignored.has(m.path)) continue;
    offences.push({
      file: m.file,
      line: m.line,
      kind: 'dead-path',
      message: m.glob ? `${m.raw}: the glob matches no tracked file` : `${m.raw}: ${m.path} is not in the repository (not tracked by git)`,
    });
  }
  offences.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { notes, offences };
}

export function formatOffence(o) {
  return `${o.file}:${o.line}: ${o.kind}: ${o.message}`;
}
