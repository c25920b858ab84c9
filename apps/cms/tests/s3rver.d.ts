/** What tests/s3-server.ts uses of s3rver 3.7 (npm), which ships no types. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';
  import type { Readable } from 'node:stream';

  type S3rverOptions = {
    address: string;
    port: number;
    silent: boolean;
    directory: string;
    configureBuckets: Array<{ name: string }>;
  };

  /** An object as s3rver's store receives it from a PUT: its body and its metadata. */
  export type StoredObject = { bucket: string; key: string; content: Readable | Buffer; metadata: Record<string, string> };

  /** s3rver's folder store (lib/stores/filesystem.js), the parts tests/s3-server.ts replaces or calls. */
  export type FilesystemStore = {
    getResourcePath(bucket: string, key: string, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer: Server;
    store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
