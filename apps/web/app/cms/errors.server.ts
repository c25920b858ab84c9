/** Raised when the CMS cannot be reached or answers in a way the web app cannot use. */
export class CmsError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'status' | 'invalid',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

export function isCmsError(error: unknown): error is CmsError {
  return error instanceof CmsError;
}
