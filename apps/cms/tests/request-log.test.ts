import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { cmsForTests } from './cms-for-tests';

// Issue 21 item 8: signed URLs and preview signatures stay out of the CMS log (src/middlewares/request-log.ts).

const cms = cmsForTests({}, { shared: true });

describe('request log', () => {
  it('logs method, path and status, never the query string with its signature, token or e-mail', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(cms.strapi.log, 'http').mockImplementation((message: unknown) => {
      lines.push(String(message));
      return cms.strapi.log;
    });
    const signature = crypto.randomBytes(32).toString('hex');
    try {
      await fetch(`${cms.url}/api/media-access/files/child_photo_x.jpg?expires=9999999999&signature=${signature}`);
      await fetch(`${cms.url}/api/preview?type=api::meditation.meditation&documentId=a&expires=1&signature=${signature}`);
      await fetch(`${cms.url}/api/reset-password?token=${signature}&email=parent@example.com`);
    } finally {
      spy.mockRestore();
    }
    expect(lines.some((line) => line.startsWith('GET /api/media-access/files/child_photo_x.jpg (') && / 40\d$/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('GET /api/preview ('))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(signature);
      expect(line).not.toContain('parent@example.com');
    }
  });
});
