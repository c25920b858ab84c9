import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';

const cms = cmsForTests({}, { shared: true });

describe('the CMS test harness', () => {
  it('answers health checks on its own port', async () => {
    const response = await fetch(`${cms.url}/_health`);
    expect(response.status).toBe(204);
  });
});
