// Processes one file through the CMS's media pipeline (the built apps/cms/dist) into a new temporary folder and
// prints what came out as JSON: `node bench/media/process.mjs <file>`. bench/media/run.mjs times it with farm-bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { processMedia } = require('../../apps/cms/dist/src/media-pipeline/process-media.js');

const source = process.argv[2];
if (!source) throw new Error('usage: node bench/media/process.mjs <file>');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-bench-media-'));
try {
  const result = await processMedia(source, workDir, 4 * 3600);
  console.log(
    JSON.stringify({
      file: path.basename(source),
      kind: result.kind,
      seconds: result.durationSeconds,
      bytesBefore: fs.statSync(source).size,
      bytesAfter: fs.statSync(result.rendition.path).size,
      before: result.loudnessBefore,
      after: result.loudnessAfter,
    }),
  );
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
