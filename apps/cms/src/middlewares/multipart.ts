import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { reply } from '../utils/envelope';
import { isSignedInAdmin, maxBodyBytes, multipartRuleFor } from '../security/multipart';
import { authenticateParent } from '../utils/auth';
import { UNAUTHORIZED } from '../http/parent';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type BodyFactory = (config: Record<string, unknown>, deps: { strapi: Core.Strapi }) => Middleware;
type FilePart = { name: string | null };

/**
 * `global::multipart` (just before `strapi::body`, which is configured with `multipart: false`): multipart
 * bodies only on the routes of src/security/multipart.ts, parsed by Strapi's own body middleware with that
 * route's limits into a folder made for this one request (under UPLOAD_TEMP_DIR, default the system's),
 * which is removed when the request ends, whatever happened: files of every field, dropped parts and
 * half-written files included. Other requests pass through untouched.
 */
export default (config: Record<string, unknown>, { strapi }: { strapi: Core.Strapi }) => {
  const createBody = strapi.middleware('strapi::body') as BodyFactory;
  const tempRoot = process.env.UPLOAD_TEMP_DIR || os.tmpdir();

  return async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    const rule = multipartRuleFor(ctx.method, ctx.path);
    if (!rule) return reply(ctx, 415, 'This address does not take file uploads');
    if (rule.sender === 'admin' && !(await isSignedInAdmin(strapi, ctx))) return reply(ctx, 401, 'Sign in to the admin panel to upload files');
    // The same check and message as the route's global::is-parent policy, made here because that policy runs only
    // after this middleware has streamed the body to disk.
    if (rule.sender === 'parent' && !(await authenticateParent(ctx))) return reply(ctx, 401, UNAUTHORIZED);
    const length = Number(ctx.get('content-length'));
    if (Number.isFinite(length) && length > maxBodyBytes(rule)) return reply(ctx, rule.tooLarge.code, rule.tooLarge.message, rule.tooLarge.data);

    const uploadDir = await fs.mkdtemp(path.join(tempRoot, 'tate-multipart-'));
    let kept = 0;
    const parse = createBody(
      {
        ...config,
        multipart: true,
        formidable: {
          uploadDir,
          // The same bound as Content-Length: a file a little over the limit reaches the route, which refuses
          // it in its own words; a body without Content-Length is cut off here.
          maxFileSize: maxBodyBytes(rule),
          maxFields: rule.maxFields,
          maxFieldsSize: rule.maxFieldsBytes,
          filter: (part: FilePart) => {
            if (!part.name || !rule.fileFields.includes(part.name)) return false;
            kept += 1;
            return kept <= rule.maxFiles;
          },
        },
      },
      { strapi },
    );
    try {
      await parse(ctx, next);
    } finally {
      await fs.rm(uploadDir, { recursive: true, force: true });
    }
  };
};
