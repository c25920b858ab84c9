import { afterAll, beforeAll } from 'vitest';
import { startTestS3, type TestS3 } from './s3-server';

/**
 * The S3 server of the calling test file: started in a beforeAll registered before the CMS's (cmsForTests), stopped in
 * an afterAll that runs after the CMS has stopped. Its fields can be read in hooks and tests registered after this call.
 */
export function s3ForTests(): Omit<TestS3, 'stop' | 'endpoint'> {
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  const started = (): TestS3 => {
    if (!s3) throw new Error('the S3 server is not running yet: read it inside the hooks and tests of its file');
    return s3;
  };
  return {
    get requests() {
      return started().requests;
    },
    env: () => started().env(),
    client: () => started().client(),
  };
}
