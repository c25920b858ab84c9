/** Every failure the SDK reports carries one of these codes. */
export type PlayerErrorCode =
  | 'media-error'
  | 'play-rejected'
  | 'not-loaded'
  | 'persistence-failed'
  | 'download-failed'
  | 'storage-unavailable'
  | 'bluetooth-unsupported'
  | 'bluetooth-failed'
  | 'output-unsupported';

/** The one error type the SDK throws or emits. */
export class PlayerError extends Error {
  readonly code: PlayerErrorCode;

  constructor(code: PlayerErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlayerError';
    this.code = code;
  }
}
