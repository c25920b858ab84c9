import { data } from '@remix-run/node';
import { isCmsError, type CmsError } from './errors.server';
import { CMS_UNAVAILABLE_MESSAGE } from './messages';

/** A request the CMS refused (a 4xx with its words: a child's quiet hours, the day's limit): what the visitor is told. */
export type CmsRefusal = { status: number; message: string };

function refusalOf(error: CmsError): CmsRefusal | null {
  return error.kind === 'status' && error.status !== undefined && error.refusal ? { status: error.status, message: error.refusal } : null;
}

/**
 * Runs a loader's CMS reads. A refusal by the CMS reaches the visitor as the CMS's status and words; any other CMS
 * failure becomes a 503 the error boundary shows, with the precise reason in the server log.
 */
export async function loadFromCms<T>(read: () => Promise<T>): Promise<T> {
  const result = await readFromCms(read);
  if ('refusal' in result) throw data({ message: result.refusal.message }, { status: result.refusal.status });
  return result.value;
}

/**
 * Like `loadFromCms`, for a resource route that answers JSON: a refusal is returned (the route puts its status and
 * words in its own answer) instead of thrown.
 */
export async function readFromCms<T>(read: () => Promise<T>): Promise<{ value: T } | { refusal: CmsRefusal }> {
  try {
    return { value: await read() };
  } catch (error) {
    if (!isCmsError(error)) throw error;
    const refusal = refusalOf(error);
    if (refusal) return { refusal };
    console.error(`[cms] ${error.message}`);
    throw data({ message: CMS_UNAVAILABLE_MESSAGE }, { status: 503 });
  }
}
