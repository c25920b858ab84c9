import { serverForTests } from './server-for-tests';
import { startTestS3, type TestS3 } from './s3-server';

/**
 * The S3 server of the calling test file: started in a beforeAll registered before the CMS's (cmsForTests), stopped in
 * an afterAll that runs after the CMS has stopped. Its fields can be read in hooks and tests registered after this call.
 */
export function s3ForTests(): Omit<TestS3, 'stop' | 'endpoint'> {
  const started = serverForTests(startTestS3, 'the S3 server');
  return {
    get requests() {
      return started().requests;
    },
    env: () => started().env(),
    client: () => started().client(),
  };
}
