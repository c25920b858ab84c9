import { data } from '@remix-run/node';
import { isCmsError } from './errors.server';
import { CMS_UNAVAILABLE_MESSAGE } from './messages';

/**
 * Runs a loader's CMS reads; a CMS failure becomes a 503 the error boundary shows to the visitor,
 * with the precise reason in the server log.
 */
export async function loadFromCms<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isCmsError(error)) throw error;
    console.error(`[cms] ${error.message}`);
    throw data({ message: CMS_UNAVAILABLE_MESSAGE }, { status: 503 });
  }
}
