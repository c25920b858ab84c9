import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { signFileUrl, signPartnerFileUrl } from '../../media/signed-url';
import { privateMediaDir } from './private-folder';
import type { PrivateStore, StoredBody } from './private-store';


function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Private files on this machine's disk, in PRIVATE_MEDIA_DIR (mode 0700); their URLs are the CMS's own signed route
 * (/api/media-access/files, HMAC over name and expiry), which serves them with Range support.
 */
export function localPrivateStore(strapi: Core.Strapi): PrivateStore & { pathOf(name: string): string } {
  const dir = privateMediaDir(strapi);
  const pathOf = (name: string) => path.join(dir, name);
  return {
    pathOf,
    async put(name: string, body: StoredBody) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      if ('path' in body) await fs.copyFile(body.path, pathOf(name));
      else await fs.writeFile(pathOf(name), body.buffer);
    },
    async read(name: string) {
      try {
        return await fs.readFile(pathOf(name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(name: string) {
      try {
        await fs.access(pathOf(name));
        return true;
      } catch {
        return false;
      }
    },
    async list() {
      try {
        return await fs.readdir(dir);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async remove(name: string) {
      await fs.rm(pathOf(name), { force: true });
    },
    async signedUrl(name: string, partner: string | null) {
      return partner === null ? signFileUrl(name) : signPartnerFileUrl(name, partner);
    },
  };
}
