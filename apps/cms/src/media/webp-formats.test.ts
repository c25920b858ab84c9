import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebpFormats, type ImageManipulation, type UploadFile } from './webp-formats';

const workDirs: string[] = [];
afterEach(() => {
  for (const dir of workDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fileAt(filepath: string, name: string, hash: string): UploadFile {
  return { name, hash, mime: 'image/jpeg', filepath, getStream: () => fs.createReadStream(filepath) };
}

describe('WebP formats', () => {
  it('copies each format and the original once, even when a second CMS in the same process registers again', async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-webp-test-'));
    workDirs.push(workDir);
    const original = path.join(workDir, 'cover_x');
    const small = path.join(workDir, 'small_cover_x');
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } }).jpeg().toFile(original);
    await sharp(original).resize(20).toFile(small);
    // Strapi's image-manipulation service, making one `small` format.
    const service: ImageManipulation = { generateResponsiveFormats: async () => [{ key: 'small', file: fileAt(small, 'small_cover.jpg', 'small_cover_x') }] };

    registerWebpFormats(service);
    registerWebpFormats(service);
    const formats = await service.generateResponsiveFormats({ ...fileAt(original, 'cover.jpg', 'cover_x'), tmpWorkingDirectory: workDir });

    expect(formats.map((format) => format?.key).sort()).toEqual(['original_webp', 'small', 'small_webp']);
    expect(formats.map((format) => format?.file.hash).sort()).toEqual(['small_cover_x', 'webp_cover_x', 'webp_small_cover_x']);
  });
});
