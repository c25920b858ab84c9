import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { importCyclesPlugin } from './import-cycles.mjs';

// import-cycles/no-type-cycle, on a folder of modules written for the test.
const FILES = {
  // a -> b -> c (values), c -> d (a type), d -> a (a value): a circle only a type import closes.
  'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
  'b.ts': "import { c } from './c';\nexport const b = () => c();\n",
  'c.ts': "import type { D } from './d';\nexport const c = (): D | null => null;\n",
  'd.ts': "import { a } from './a';\nexport type D = ReturnType<typeof a>;\n",
  // A circle of values: import-x/no-cycle's to report.
  'v1.ts': "import { v2 } from './v2';\nexport const v1 = () => v2;\n",
  'v2.ts': "import { v1 } from './v1';\nexport const v2 = () => v1;\n",
  // A type import without a way back, and a re-export of a type.
  'leaf.ts': "import type { D } from './d';\nexport type Leaf = D;\n",
  'again.ts': "export type { Leaf } from './leaf';\n",
};

let folder;

async function problems() {
  const eslint = new ESLint({
    cwd: folder,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { 'import-cycles': importCyclesPlugin }, rules: { 'import-cycles/no-type-cycle': 'error' } },
    ],
  });
  const results = await eslint.lintFiles(['*.ts']);
  return results.flatMap((result) => result.messages.map((message) => `${path.basename(result.filePath)}:${message.line} ${message.message}`));
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(folder, name), text);
});

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('import-cycles/no-type-cycle', () => {
  it('reports each import of a circle that a type import closes, naming the way round, and nothing else', async () => {
    const found = await problems();
    expect(found.map((line) => line.split(' ')[0]).sort()).toEqual(['a.ts:1', 'b.ts:1', 'c.ts:1', 'd.ts:1']);
    expect(found).toContain('c.ts:1 Import circle through a type-only import: c.ts -> d.ts -> a.ts -> b.ts -> c.ts. Move what the files share (often a type) to a module below them.');
  });

  it('sees a circle close when a module changes', async () => {
    fs.writeFileSync(path.join(folder, 'leaf.ts'), "import type { D } from './d';\nimport type { Again } from './again';\nexport type Leaf = D | Again;\n");
    fs.writeFileSync(path.join(folder, 'again.ts'), "export type { Leaf } from './leaf';\nexport type Again = string;\n");
    const found = await problems();
    expect(found.filter((line) => line.startsWith('leaf.ts') || line.startsWith('again.ts')).map((line) => line.split(' ')[0]).sort()).toEqual(['again.ts:1', 'leaf.ts:2']);
  });
});
