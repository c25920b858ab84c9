import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from './errors.server';
import { loadFromCms } from './load.server';
import { CMS_UNAVAILABLE_MESSAGE } from './messages';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadFromCms', () => {
  it('passes the content through when the CMS answers', async () => {
    await expect(loadFromCms(async () => ['Sleep Stories'])).resolves.toEqual(['Sleep Stories']);
  });

  it('turns a CMS failure into a 503 for the error boundary and logs the reason', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = await loadFromCms(async () => {
      throw new CmsError('The content service at http://cms cannot be reached (ECONNREFUSED)', 'unreachable');
    }).catch((error: unknown) => error);

    expect(thrown).toMatchObject({ init: { status: 503 }, data: { message: CMS_UNAVAILABLE_MESSAGE } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
  });

  it("passes a refusal through as the CMS's status and words, and logs nothing", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new CmsError('The content service answered 403 for /api/child-history/all', 'status', 403, 'Tate is sleeping now.');
    const thrown = await loadFromCms(async () => {
      throw refusal;
    }).catch((error: unknown) => error);

    expect(thrown).toMatchObject({ init: { status: 403 }, data: { message: 'Tate is sleeping now.' } });
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps a failure without words (a 5xx) a 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = await loadFromCms(async () => {
      throw new CmsError('The content service answered 500 for /api/library', 'status', 500);
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { message: CMS_UNAVAILABLE_MESSAGE } });
  });

  it('lets other errors through unchanged', async () => {
    const bug = new TypeError('not a CMS problem');
    await expect(
      loadFromCms(async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});
