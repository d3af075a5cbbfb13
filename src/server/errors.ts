// The one error type the HTTP and WebSocket layers turn into a response:
// `{error: code, message, ...extra}` with an HTTP status. Anything else that
// escapes a handler is a bug and becomes a 500 `internal` without details.

export type ErrorCode =
  | 'bad-request'
  | 'bad-json'
  | 'bad-options'
  | 'unsupported-media-type'
  | 'payload-too-large'
  | 'uri-too-long'
  | 'rate-limited'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'unknown-game'
  | 'not-your-turn'
  | 'illegal'
  | 'stale'
  | 'no-undo'
  | 'game-over'
  | 'unavailable'
  | 'internal';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the response body, e.g. the current view for `stale`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toJSON(): Record<string, unknown> {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

export const notFound = (what: string): ApiError => new ApiError(404, 'not-found', `${what} not found`);
