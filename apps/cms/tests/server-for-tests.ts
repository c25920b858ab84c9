import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in server the calling test file needs (S3, Stripe): started in a beforeAll registered before the CMS's
 * (call this before `cmsForTests`), stopped in an afterAll that runs after the CMS has stopped. The function returned
 * gives the running server, inside the hooks and tests of its file.
 */
export function serverForTests<Server extends { stop(): Promise<void> }>(start: () => Promise<Server>, name: string): () => Server {
  let server: Server | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error(`${name} is not running yet: read it inside the hooks and tests of its file`);
    return server;
  };
}
