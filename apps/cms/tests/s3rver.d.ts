/** What tests/s3-server.ts uses of s3rver 3.7 (npm), which ships no types. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address: string;
    port: number;
    silent: boolean;
    directory: string;
    configureBuckets: Array<{ name: string }>;
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
