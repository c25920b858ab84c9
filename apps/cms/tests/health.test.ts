import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

describe('the CMS test harness', () => {
  it('answers health checks on its own port', async () => {
    const response = await fetch(`${cms.url}/_health`);
    expect(response.status).toBe(204);
  });
});
