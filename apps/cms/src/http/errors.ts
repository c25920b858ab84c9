/**
 * An expected failure of a custom endpoint, thrown by its service or controller (or the global::is-parent policy):
 * the envelope-errors middleware answers it as the envelope with this code and message, a bad field named in
 * response_data.field, a stable reason (the partner embed's refusal codes, @tate/contracts) in response_data.code.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string): ApiError => new ApiError(404, `${what} not found`);
