import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The text of a file's `cmsForTests(..., { shared: true })` call, or the file's own path when it shares no CMS. */
function sharedConfiguration(file: TestSpecification): string {
  const source = fs.readFileSync(file.moduleId, 'utf8');
  return /cmsForTests\((.*?shared: true \})\)/s.exec(source)?.[1] ?? file.moduleId;
}

/**
 * Vitest's order (slowest and failed first), with the files that share a CMS of one configuration moved up beside
 * the first of them: a worker takes the next file as it finishes one, so it finds the CMS it kept still of use
 * (cms-for-tests.ts).
 */
export class CmsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const configurations = sorted.map(sharedConfiguration);
    const firstOf = (configuration: string) => configurations.indexOf(configuration);
    return sorted
      .map((file, index) => ({ file, rank: firstOf(configurations[index]) }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ file }) => file);
  }
}
