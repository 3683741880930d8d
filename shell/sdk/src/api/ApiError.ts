/** A failed BFF call. `message` is the server's translated message (or the status text). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  readonly body: unknown;

  constructor(init: {
    message: string;
    status: number;
    code: string;
    details?: Record<string, unknown>;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.body = init.body ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
