/** Every failure the SDK reports carries one of these codes. */
export type PlayerErrorCode =
  | 'media-error'
  /** The partner embed was refused: the key, this page's origin or the meditation's licence does not allow it. */
  | 'unavailable-here'
  | 'play-rejected'
  | 'not-loaded'
  | 'persistence-failed'
  | 'download-failed'
  | 'storage-unavailable'
  | 'bluetooth-unsupported'
  | 'bluetooth-failed'
  | 'output-unsupported';

/**
 * Why Tate refused a partner embed's lookup: the CMS's stable code (`key-unknown`, `origin-not-allowed`,
 * `not-licensed`, `rate-limited`, …; listed on Tate's /partners page), its sentence for the developer, and for
 * `rate-limited` the seconds to wait.
 */
export interface PartnerRefusal {
  code: string;
  message: string;
  retryAfter?: number;
}

/** The one error type the SDK throws or emits. */
export class PlayerError extends Error {
  readonly code: PlayerErrorCode;
  /** For `unavailable-here`, why Tate refused, when the page could read the answer. */
  declare readonly refusal?: PartnerRefusal;

  constructor(code: PlayerErrorCode, message: string, options?: { cause?: unknown; refusal?: PartnerRefusal }) {
    super(message, options);
    this.name = 'PlayerError';
    this.code = code;
    if (options?.refusal) this.refusal = options.refusal;
  }
}

/** Any thrown value as a PlayerError (media-error unless it already is one). */
export function toPlayerError(error: unknown): PlayerError {
  if (error instanceof PlayerError) return error;
  return new PlayerError('media-error', error instanceof Error ? error.message : 'The meditation could not be played.');
}
